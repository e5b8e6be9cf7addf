//! Writes the random stream the games draw from, as raw bytes, for statistical test batteries
//! (NIST SP 800-22, dieharder, rngtest: `scripts/fairness/`):
//!
//! ```text
//! cargo run --release -p casino-core --example fair_stream -- [--bytes N] [--nonces-per-pair N] [--rounds N]
//! ```
//!
//! Seed pairs are made as the server makes them (`server/src/games/seeds.rs`): a 32-byte server
//! seed and a client seed of 16 hex digits (8 bytes), both from the operating system's generator,
//! and nonces counted from 0. For each nonce the stream holds the first `--rounds` 32-byte blocks
//! that `FairStream` gives a bet (HMAC-SHA256 of `"{client_seed}:{nonce}:{round}"` for
//! `round` = 0, 1, ...), read through `FairStream::next_byte` exactly as the engines read them.
//! After `--nonces-per-pair` nonces a new pair is drawn, as when a player rotates their seeds.
//!
//! Defaults: 2 rounds a nonce (a bet that draws past 32 bytes, a shuffle or a slot's reels, reads
//! round 1 too), 10,000 nonces a pair, and no end: without `--bytes` it writes until the reader
//! closes the pipe (dieharder's `-g 200`), then exits 0.

use std::fs::File;
use std::io::{self, BufWriter, ErrorKind, Read, Write};
use std::process::ExitCode;

use casino_core::games::{FairStream, fair};

const USAGE: &str = "usage: fair_stream [--bytes N] [--nonces-per-pair N] [--rounds N]
  --bytes N            stop after N bytes (default: until the reader closes standard output)
  --nonces-per-pair N  nonces drawn from each seed pair before a new one (default 10000)
  --rounds N           32-byte blocks written per nonce (default 2)";

struct Options {
    bytes: Option<u64>,
    nonces_per_pair: u64,
    rounds: usize,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        bytes: None,
        nonces_per_pair: 10_000,
        rounds: 2,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("{flag}: not a number: {value}"))?;
        if number == 0 {
            return Err(format!("{flag} must be at least 1"));
        }
        match flag.as_str() {
            "--bytes" => options.bytes = Some(number),
            "--nonces-per-pair" => options.nonces_per_pair = number,
            "--rounds" => options.rounds = usize::try_from(number).map_err(|e| e.to_string())?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(options)
}

/// A new seed pair from the kernel's generator (the one the server's `OsRng` reads through
/// getrandom(2)): the server seed's bytes and the client seed's hex, as `seeds.rs` makes them.
fn new_pair(urandom: &mut File) -> io::Result<([u8; 32], String)> {
    let mut server_seed = [0u8; 32];
    urandom.read_exact(&mut server_seed)?;
    let mut client = [0u8; 8];
    urandom.read_exact(&mut client)?;
    Ok((server_seed, fair::hex(&client)))
}

fn write_stream(options: &Options, out: &mut impl Write) -> io::Result<()> {
    let mut urandom = File::open("/dev/urandom")?;
    let block_bytes = 32 * options.rounds;
    let mut block = vec![0u8; block_bytes];
    let mut left = options.bytes;
    loop {
        let (server_seed, client_seed) = new_pair(&mut urandom)?;
        for nonce in 0..options.nonces_per_pair {
            let mut stream = FairStream::new(&server_seed, &client_seed, nonce);
            block.fill_with(|| stream.next_byte());
            let take = match left {
                Some(0) => return out.flush(),
                Some(n) => usize::try_from(n).map_or(block_bytes, |n| n.min(block_bytes)),
                None => block_bytes,
            };
            out.write_all(&block[..take])?;
            left = left.map(|n| n - take as u64);
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    match write_stream(&options, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has all it wanted (dieharder stops reading when its tests end).
        Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fair_stream: {e}");
            ExitCode::FAILURE
        }
    }
}
