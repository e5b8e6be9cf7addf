//! Runs the shared test vectors natively. The web tests run the very same files through the
//! WebAssembly build, so both builds are held to identical outcomes.

use casino_core::check::{Vector, run};

use super::{vector_files, vectors};

#[test]
fn shared_vectors_hold_natively() {
    let mut count = 0;
    for (file, text) in vector_files("") {
        for v in vectors::<Vector>(&file, &text) {
            assert_eq!(run(&v.check), v.expect, "{}: {}", file.display(), v.name);
            count += 1;
        }
    }
    assert!(count >= 60, "only {count} vectors");
}
