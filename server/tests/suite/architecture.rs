//! The server's layers point one way: `http` and `api` (parse, call one use case, answer) use the
//! domain modules, and the domain never uses them back. These tests read the source, so a new
//! import that breaks the rule fails here, with the file and line named.

use std::path::{Path, PathBuf};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// Modules that hold use cases and their queries: callable from a handler, a job, a command or a
/// test alike, so they know nothing of HTTP or of the handlers' state.
const DOMAIN: [&str; 16] = [
    "accounts",
    "bonuses",
    "content",
    "kyc",
    "responsible",
    "support",
    "files.rs",
    "wallet",
    "payments",
    "games",
    "geo",
    "db",
    "realtime.rs",
    "clock.rs",
    "settings.rs",
    "error.rs",
];

/// What a domain module may not name.
const FORBIDDEN_IN_DOMAIN: [&str; 4] = ["crate::api", "crate::state", "axum::", "use axum"];

fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_owned()];
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            files.extend(rust_files(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            files.push(p);
        }
    }
    files
}

/// Every line of `files` containing one of `needles`, as "file:line: text".
fn offending(files: &[PathBuf], needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if needles.iter().any(|needle| code.contains(needle)) {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_domain_never_uses_the_http_layer_or_the_state() {
    let files: Vec<PathBuf> = DOMAIN
        .iter()
        .flat_map(|m| rust_files(&Path::new(SRC).join(m)))
        .collect();
    assert!(
        files.len() > 30,
        "the domain modules were not found under {SRC}"
    );
    let found = offending(&files, &FORBIDDEN_IN_DOMAIN);
    assert!(
        found.is_empty(),
        "domain modules must not use the HTTP layer, axum or AppState:\n{}",
        found.join("\n")
    );
}

/// The modules of `src` in rank order: a module names (`crate::…`) only modules of an earlier
/// rank. The pieces several domains share (the players row, the staff log, the site's texts,
/// e-mail, the inbox) rank below every domain, so no two domains need each other; a domain that
/// needs a later one's work is a sign the work belongs lower, or with the caller.
const RANKS: [&[&str]; 20] = [
    &["ids", "metrics"],
    &["error", "clock", "realtime"],
    &["db", "files"],
    &["config", "settings"],
    &["geo"],
    &["player", "staff_log"],
    &["content"],
    &["mail"],
    &["inbox"],
    &["kyc"],
    &["accounts"],
    &["responsible"],
    &["wallet"],
    &["bonuses"],
    &["games"],
    &["support"],
    &["payments"],
    // The HTTP layer: the state handlers share, the site's layers, the handlers.
    &["state"],
    &["http"],
    &["api"],
];

fn rank_of(module: &str) -> Option<usize> {
    RANKS.iter().position(|rank| rank.contains(&module))
}

/// The identifier at the start of `s`.
fn ident(s: &str) -> &str {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top modules `text` names through `crate::`: `crate::a::b` and each item of `crate::{a, b::c}`.
fn named_modules(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or_default();
        for (at, _) in code.match_indices("crate::") {
            names.push(ident(&code[at + "crate::".len()..]));
        }
    }
    // Groups may span lines: read each from its brace to the matching one.
    for (at, _) in text.match_indices("crate::{") {
        let group = &text[at + "crate::{".len()..];
        let (mut depth, mut item) = (0, 0);
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth > 0 => depth -= 1,
                ',' | '}' if depth == 0 => {
                    names.push(ident(&group[item..i]));
                    item = i + 1;
                    if c == '}' {
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

#[test]
fn each_module_names_only_modules_of_an_earlier_rank() {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(SRC).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap();
        let module = name.trim_end_matches(".rs");
        // The crate's root and its programs compose everything.
        if name == "lib.rs" || name == "main.rs" || name == "bin" {
            continue;
        }
        let Some(rank) = rank_of(module) else {
            found.push(format!("{name} has no rank: place it in RANKS"));
            continue;
        };
        for file in rust_files(&path) {
            let text = std::fs::read_to_string(&file).unwrap();
            for named in named_modules(&text) {
                match rank_of(named) {
                    Some(r) if r < rank || named == module => {}
                    Some(_) => found.push(format!("{} names {named}", file.display())),
                    None => found.push(format!(
                        "{} names {named}, which has no rank",
                        file.display()
                    )),
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "a module may name only modules of an earlier rank (tests/suite/architecture.rs RANKS):\n{}",
        found.join("\n")
    );
}

#[test]
fn handlers_are_thin_and_never_query_the_database() {
    let files = rust_files(&Path::new(SRC).join("api"));
    let found = offending(&files, &["diesel::", "use diesel", "crate::db"]);
    assert!(
        found.is_empty(),
        "handlers call use cases; queries belong to the domain modules:\n{}",
        found.join("\n")
    );
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f).unwrap().lines().count();
            (lines > 250).then(|| format!("{}: {lines} lines", f.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "a file of handlers over 250 lines holds more than parsing and answering:\n{}",
        long.join("\n")
    );
}

/// A transaction opened in `Db::run` starts deferred on SQLite: once it has read, it cannot write
/// after another connection's commit ("database is locked", a 500 to the player). Transactions
/// go through `Db::write`, whose batch takes the write lock first. This catches the shape
/// `.run(move |c| { c.transaction(...` (the closure's first lines).
#[test]
fn transactions_go_through_the_writer_not_run() {
    let mut found = Vec::new();
    for file in rust_files(Path::new(SRC)) {
        let text = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            if !line.contains(".run(") {
                continue;
            }
            let body = lines[n..lines.len().min(n + 3)].join(" ");
            if body.contains(".transaction(") && !file.ends_with("db/mod.rs") {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a transaction in Db::run fails on SQLite when another write commits meanwhile; use Db::write:\n{}",
        found.join("\n")
    );
}

/// The staff log is append-only: no code path updates or deletes a line (the database refuses
/// it too, `security.rs` checks that).
#[test]
fn the_staff_log_has_no_update_or_delete_path() {
    let files = rust_files(Path::new(SRC));
    let found = offending(
        &files,
        &[
            "update(staff_actions",
            "delete(staff_actions",
            "UPDATE staff_actions",
            "DELETE FROM staff_actions",
            "TRUNCATE staff_actions",
        ],
    );
    assert!(
        found.is_empty(),
        "the staff log is append-only:\n{}",
        found.join("\n")
    );
}
