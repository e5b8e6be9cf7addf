//! Runs the shared bonus vectors (`tests/vectors/bonus/*.json`) natively. The same files can be
//! run through the WebAssembly build, so both builds are held to identical answers.

use casino_core::bonus::{Vector, run};
use serde_json::Value;

use super::{vector_files, vectors};

#[test]
fn bonus_vectors_hold_natively() {
    let mut count = 0;
    for (file, text) in vector_files("bonus") {
        let vectors: Vec<Vector> = vectors(&file, &text);
        // The answers are compared as JSON too: an untagged answer read back from the file could
        // take another shape with the same fields, and JSON is what the browser compares.
        let raw: Vec<Value> = serde_json::from_str(&text).unwrap();
        for (v, raw) in vectors.iter().zip(&raw) {
            let got = run(&v.calc);
            let label = format!("{}: {}", file.display(), v.name);
            assert_eq!(
                serde_json::to_value(&got).unwrap(),
                raw["expect"],
                "{label}"
            );
            assert_eq!(got, v.expect, "{label}");
            count += 1;
        }
    }
    assert!(count >= 40, "only {count} vectors");
}
