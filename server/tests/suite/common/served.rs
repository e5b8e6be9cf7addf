//! The server as a player meets it: the `casino-server` binary in its own process, on a loopback
//! port, spoken to over HTTP/1.1. The load benches measure through it (so their figures include
//! the network stack, the router's middleware and JSON), and the crash test kills it with SIGKILL
//! and starts it again on the same database.

use std::fs::OpenOptions;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::Request;
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1::SendRequest;
use hyper_util::rt::TokioIo;

/// A running `casino-server` process.
pub struct Served {
    bin: PathBuf,
    vars: Vec<(String, String)>,
    /// Where the process writes its log (appended across restarts).
    log: PathBuf,
    child: Option<Child>,
    pub addr: SocketAddr,
}

impl Served {
    /// Starts `bin` with the configuration `vars` on a free loopback port and waits until it
    /// listens (it binds its port only once the database is migrated).
    pub async fn start(bin: PathBuf, vars: Vec<(String, String)>, log: PathBuf) -> Served {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let mut served = Served {
            bin,
            vars,
            log,
            child: None,
            addr: SocketAddr::from(([127, 0, 0, 1], port)),
        };
        served.spawn().await;
        served
    }

    async fn spawn(&mut self) {
        let log = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .expect("the server's log file");
        let child = Command::new(&self.bin)
            .envs(self.vars.iter().map(|(k, v)| (k, v)))
            .env("CASINO_ADDR", self.addr.to_string())
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("the log file"))
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("start {}: {e}", self.bin.display()));
        self.child = Some(child);
        let started = Instant::now();
        while tokio::net::TcpStream::connect(self.addr).await.is_err() {
            let exited = self
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten());
            if exited.is_some() || started.elapsed() > Duration::from_secs(120) {
                let log = std::fs::read_to_string(&self.log).unwrap_or_default();
                panic!("the server did not start ({exited:?}):\n{log}");
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The process id while it runs (the realtime bench reads its memory).
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// SIGKILL: no shutdown hook runs, open transactions are cut where they stand.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Kills the process and starts a new one on the same port and database.
    pub async fn restart(&mut self) {
        self.kill();
        self.spawn().await;
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        self.kill();
    }
}

/// An answer: its status and body.
pub struct Answer {
    pub status: u16,
    pub body: Bytes,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// One keep-alive HTTP/1.1 connection, opened again after the server went away.
pub struct Client {
    addr: SocketAddr,
    sender: Option<SendRequest<Full<Bytes>>>,
}

impl Client {
    pub fn new(addr: SocketAddr) -> Client {
        Client { addr, sender: None }
    }

    /// POSTs JSON `body` with a bearer `token` and `headers`. An `Err` means no answer came (the
    /// connection was refused or cut): the request may or may not have been carried out.
    pub async fn post(
        &mut self,
        path: &str,
        token: &str,
        body: String,
        headers: &[(&str, String)],
    ) -> anyhow::Result<Answer> {
        let mut req = Request::post(path)
            .header("host", self.addr.to_string())
            .header("content-type", "application/json")
            .header("accept-language", "en")
            .header("authorization", format!("Bearer {token}"));
        for (name, value) in headers {
            req = req.header(*name, value);
        }
        let req = req.body(Full::new(Bytes::from(body)))?;
        let answer = self.send(req).await;
        if answer.is_err() {
            // A cut connection is not used again.
            self.sender = None;
        }
        answer
    }

    /// GETs `path` (a scrape of the metrics listener).
    pub async fn get(&mut self, path: &str) -> anyhow::Result<Answer> {
        let req = Request::get(path)
            .header("host", self.addr.to_string())
            .body(Full::new(Bytes::new()))?;
        self.send(req).await
    }

    async fn send(&mut self, req: Request<Full<Bytes>>) -> anyhow::Result<Answer> {
        let sender = match &mut self.sender {
            Some(s) if !s.is_closed() => s,
            slot => {
                let stream = tokio::net::TcpStream::connect(self.addr).await?;
                stream.set_nodelay(true)?;
                let (sender, conn) =
                    hyper::client::conn::http1::handshake(TokioIo::new(stream)).await?;
                tokio::spawn(conn);
                slot.insert(sender)
            }
        };
        sender.ready().await?;
        let res = sender.send_request(req).await?;
        let status = res.status().as_u16();
        let body = res.into_body().collect().await?.to_bytes();
        Ok(Answer { status, body })
    }
}
