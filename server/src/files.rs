//! Uploaded files (content pictures now, identity documents later) through the `object_store`
//! crate: a local directory by default (`FILES_DIR`); an S3-compatible store is the same trait.
//! Keys are chosen by the server, never by the uploader.

use std::path::Path;
use std::sync::Arc;

use bytes::Bytes;
use object_store::local::LocalFileSystem;
use object_store::path::Path as Key;
use object_store::{ObjectStore, PutPayload};

use crate::error::{AppError, AppResult};

#[derive(Clone)]
pub struct Files {
    store: Arc<dyn ObjectStore>,
}

impl Files {
    /// Files kept under `dir` (created if missing).
    pub fn local(dir: &Path) -> anyhow::Result<Files> {
        std::fs::create_dir_all(dir)?;
        Ok(Files {
            store: Arc::new(LocalFileSystem::new_with_prefix(dir)?),
        })
    }

    pub async fn put(&self, key: &str, bytes: Bytes) -> AppResult<()> {
        self.store
            .put(&Key::from(key), PutPayload::from(bytes))
            .await
            .map_err(|e| AppError::internal(format!("storing {key}: {e}")))?;
        Ok(())
    }

    /// Removes the file under `key` (nothing when it is not there).
    pub async fn delete(&self, key: &str) -> AppResult<()> {
        match self.store.delete(&Key::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(AppError::internal(format!("removing {key}: {e}"))),
        }
    }

    /// The file under `key`, or None.
    pub async fn get(&self, key: &str) -> AppResult<Option<Bytes>> {
        match self.store.get(&Key::from(key)).await {
            Ok(found) => {
                Ok(Some(found.bytes().await.map_err(|e| {
                    AppError::internal(format!("reading {key}: {e}"))
                })?))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(AppError::internal(format!("reading {key}: {e}"))),
        }
    }
}
