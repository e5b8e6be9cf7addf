//! Which code decides a round: the engines' version and the SHA-256 of the games WebAssembly
//! this instance serves. `just build` compiles the server and that module from one checkout, so
//! the module is the server's engines built for the browser; `just build-wasm` is reproducible,
//! so anyone can rebuild it from the same source and compare the hash a round was recorded with.

use std::path::Path;
use std::sync::Arc;

use casino_core::games::{ENGINE_VERSION, module_hash};

/// The start of the games module's file name in the built web app (`assets/`); the bundler
/// adds a content hash after it.
const MODULE_PREFIX: &str = "casino_games_wasm_bg-";

/// What each new round records of the code that decides it. Cheap to clone.
#[derive(Debug, Clone)]
pub struct EngineBuild {
    pub version: &'static str,
    /// None when the instance serves no games module (an API-only test server), or more than
    /// one, which a clean build never leaves: then no single module can be named.
    pub module_hash: Option<Arc<str>>,
}

impl EngineBuild {
    /// The build whose games module lies in `static_dir/assets`, hashed once at start-up.
    pub fn served_from(static_dir: &Path) -> EngineBuild {
        let modules: Vec<_> = std::fs::read_dir(static_dir.join("assets"))
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .map(|entry| entry.path())
                    .filter(|path| is_games_module(path))
                    .collect()
            })
            .unwrap_or_default();
        let module_hash = match modules.as_slice() {
            [one] => match std::fs::read(one) {
                Ok(bytes) => Some(Arc::from(module_hash(&bytes))),
                Err(e) => {
                    tracing::warn!(path = %one.display(), error = %e, "games module unreadable");
                    None
                }
            },
            [] => None,
            _ => {
                tracing::warn!(
                    count = modules.len(),
                    "several games modules served; rounds record none"
                );
                None
            }
        };
        if let Some(hash) = &module_hash {
            tracing::info!(version = ENGINE_VERSION, module = %hash, "games engine");
        }
        EngineBuild {
            version: ENGINE_VERSION,
            module_hash,
        }
    }
}

fn is_games_module(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with(MODULE_PREFIX) && n.ends_with(".wasm"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dist_with(modules: &[(&str, &[u8])]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("casino-engine-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        for (name, bytes) in modules {
            std::fs::write(dir.join("assets").join(name), bytes).unwrap();
        }
        dir
    }

    #[test]
    fn the_one_games_module_served_is_named_by_its_sha256() {
        let dir = dist_with(&[
            ("casino_games_wasm_bg-Ab12.wasm", b"games"),
            ("casino_core_wasm_bg-Cd34.wasm", b"rulebook"),
            ("casino_games_wasm_bg-Ab12.js", b"glue"),
        ]);
        let build = EngineBuild::served_from(&dir);
        assert_eq!(build.version, ENGINE_VERSION);
        assert_eq!(
            build.module_hash.as_deref(),
            // printf games | sha256sum
            Some("cd7ac4c61fd8bd3e76fe77e03b810a442d82f21d7dd08be0f82a58e2ad17a4e5")
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn no_module_or_several_name_none() {
        for modules in [
            &[][..],
            &[
                ("casino_games_wasm_bg-Ab12.wasm", &b"one"[..]),
                ("casino_games_wasm_bg-Ef56.wasm", &b"two"[..]),
            ][..],
        ] {
            let dir = dist_with(modules);
            let build = EngineBuild::served_from(&dir);
            assert_eq!((build.version, build.module_hash), (ENGINE_VERSION, None));
            std::fs::remove_dir_all(dir).unwrap();
        }
        let missing = EngineBuild::served_from(Path::new("/nonexistent/dist"));
        assert_eq!(missing.module_hash, None);
    }
}
