//! What the example tests share: the examples' binaries, a dialogue with a
//! running example over pipes, a scripted player, and the scan for Rust
//! `Debug` text and over-long lines.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use cardgame_core::testkit::words;

/// The four game examples.
pub const GAMES: [&str; 4] = ["lets-go", "apogee", "red-planet", "space-race"];

/// How long a dialogue waits for the example before the test fails.
const PATIENCE: Duration = Duration::from_secs(120);

/// The built example `name`. `cargo test` builds the examples, but not
/// when a test is picked with `--test`: an example older than any source
/// file of the workspace is built again here first (once per test binary).
pub fn example(name: &str) -> PathBuf {
    static BUILT: OnceLock<()> = OnceLock::new();
    let exe = std::env::current_exe().expect("the test's path");
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the target directory")
        .to_path_buf();
    let path = profile_dir
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    let built = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
    let stale = match built {
        None => true,
        Some(t) => newest_source().is_some_and(|s| s > t),
    };
    if stale {
        BUILT.get_or_init(|| {
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| String::from("cargo"));
            let profile = if profile_dir.ends_with("release") {
                "release"
            } else {
                "test"
            };
            let status = Command::new(cargo)
                .args([
                    "build",
                    "--quiet",
                    "-p",
                    "space-games-examples",
                    "--examples",
                ])
                .args(["--profile", profile])
                .status()
                .expect("cargo builds the examples");
            assert!(status.success(), "the examples do not build");
        });
    }
    assert!(path.exists(), "{} is not built", path.display());
    path
}

/// When a Rust source of the examples or the game crates last changed.
fn newest_source() -> Option<std::time::SystemTime> {
    fn walk(dir: &std::path::Path, newest: &mut Option<std::time::SystemTime>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, newest);
            } else if p.extension().is_some_and(|x| x == "rs") {
                if let Ok(t) = e.metadata().and_then(|m| m.modified()) {
                    if newest.is_none_or(|n| t > n) {
                        *newest = Some(t);
                    }
                }
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut newest = None;
    walk(&root.join("src"), &mut newest);
    walk(&root.join("examples"), &mut newest);
    if let Ok(crates) = std::fs::read_dir(root.join("../crates")) {
        for c in crates.flatten() {
            walk(&c.path().join("src"), &mut newest);
        }
    }
    newest
}

/// The output of a finished run: exit status, stdout and stderr.
pub struct Run {
    /// How the process ended.
    pub status: ExitStatus,
    /// What it printed.
    pub stdout: String,
    /// Its errors.
    pub stderr: String,
}

/// Runs example `name` with `args` and `input` on stdin (then end of input).
pub fn run(name: &str, args: &[&str], input: &str) -> Run {
    let out = assert_cmd::Command::new(example(name))
        .args(args)
        .write_stdin(input.to_string())
        .timeout(PATIENCE)
        .output()
        .expect("the example runs");
    Run {
        status: out.status,
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A running example, talked to line by line.
pub struct Dialog {
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<Vec<u8>>,
    closed: bool,
    pending: Vec<u8>,
    /// Everything it printed so far.
    pub transcript: String,
    cursor: usize,
}

impl Dialog {
    /// Starts example `name` with `args`.
    pub fn spawn(name: &str, args: &[&str]) -> Dialog {
        let mut child = Command::new(example(name))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the example starts");
        let stdin = child.stdin.take();
        let mut stdout = child.stdout.take().expect("its output");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match stdout.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        if tx.send(buf[..n].to_vec()).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        Dialog {
            child,
            stdin,
            rx,
            closed: false,
            pending: Vec::new(),
            transcript: String::new(),
            cursor: 0,
        }
    }

    /// Reads what is there; false once the output has ended.
    fn pump(&mut self, wait: Duration) -> bool {
        if self.closed {
            return false;
        }
        match self.rx.recv_timeout(wait) {
            Ok(bytes) => {
                self.pending.extend(bytes);
                while let Ok(more) = self.rx.try_recv() {
                    self.pending.extend(more);
                }
                // A character split between two reads waits for its end.
                let valid = match std::str::from_utf8(&self.pending) {
                    Ok(s) => s.len(),
                    Err(e) if e.error_len().is_none() => e.valid_up_to(),
                    Err(_) => self.pending.len(),
                };
                let done: Vec<u8> = self.pending.drain(..valid).collect();
                self.transcript.push_str(&String::from_utf8_lossy(&done));
                true
            }
            Err(RecvTimeoutError::Timeout) => true,
            Err(RecvTimeoutError::Disconnected) => {
                let rest = std::mem::take(&mut self.pending);
                self.transcript.push_str(&String::from_utf8_lossy(&rest));
                self.closed = true;
                false
            }
        }
    }

    fn tail(&self) -> String {
        let start = self.transcript.len().saturating_sub(3000);
        let start = (start..self.transcript.len())
            .find(|i| self.transcript.is_char_boundary(*i))
            .unwrap_or(start);
        self.transcript[start..].to_string()
    }

    /// Waits for the next prompt (`> ` at the end of the output) and
    /// returns what was printed since the last one; `None` when the example
    /// ended its output instead.
    pub fn prompt(&mut self) -> Option<String> {
        let started = Instant::now();
        loop {
            if self.transcript.len() > self.cursor && self.transcript.ends_with("> ") {
                let text = self.transcript[self.cursor..].to_string();
                self.cursor = self.transcript.len();
                return Some(text);
            }
            if !self.pump(Duration::from_millis(200)) {
                return None;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "no prompt within {PATIENCE:?}; the output ends with:\n{}",
                self.tail()
            );
        }
    }

    /// Waits for the next prompt and checks that what came before it
    /// contains `expected`.
    pub fn expect(&mut self, expected: &str) -> String {
        let tail = self.tail();
        match self.prompt() {
            Some(text) if text.contains(expected) => text,
            Some(text) => panic!("expected {expected:?} before the prompt, got:\n{text}"),
            None => panic!("the example ended before {expected:?}:\n{tail}"),
        }
    }

    /// Types `line` (and Enter).
    pub fn send(&mut self, line: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            // A process that has ended has closed its input: that is for
            // `finish` to report.
            let _ = writeln!(stdin, "{line}");
            let _ = stdin.flush();
        }
    }

    /// Ends the input, as Ctrl-D does at a terminal.
    pub fn end_input(&mut self) {
        self.stdin = None;
    }

    /// Waits for the example to exit; its status and whole transcript.
    pub fn finish(mut self) -> (ExitStatus, String) {
        self.stdin = None;
        let started = Instant::now();
        while self.pump(Duration::from_millis(200)) {
            assert!(
                started.elapsed() < PATIENCE,
                "the example does not end; its output ends with:\n{}",
                self.tail()
            );
        }
        let status = self.child.wait().expect("the example exits");
        (status, self.transcript)
    }
}

/// The numbers the last `Type a number (...)` hint of `text` offers.
pub fn offered(text: &str) -> Option<Vec<usize>> {
    let start = text.rfind("Type a number (")? + "Type a number (".len();
    let end = start + text[start..].find(')')?;
    let mut numbers = Vec::new();
    for part in text[start..end].replace(" or ", ", ").split(", ") {
        match part.split_once(" to ") {
            Some((lo, hi)) => {
                let (lo, hi): (usize, usize) = (lo.trim().parse().ok()?, hi.trim().parse().ok()?);
                numbers.extend(lo..=hi);
            }
            None => numbers.push(part.trim().parse().ok()?),
        }
    }
    Some(numbers)
}

/// A small deterministic generator for the scripted player's picks.
pub struct Picker(u64);

impl Picker {
    /// A picker from a seed.
    pub fn new(seed: u64) -> Picker {
        Picker(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    /// One of `numbers` (not empty).
    pub fn pick(&mut self, numbers: &[usize]) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        numbers[(self.0 % numbers.len() as u64) as usize]
    }
}

/// Plays the dialogue to its end with `picker`'s choices, from a prompt
/// whose text (since the previous one) is `text`; returns how many choices
/// were made. The player picks among the numbers offered by the last hint.
pub fn play_out(d: &mut Dialog, mut text: String, picker: &mut Picker) -> usize {
    let mut offer = offered(&text).unwrap_or_default();
    let mut choices = 0;
    loop {
        if let Some(o) = offered(&text) {
            offer = o;
        }
        assert!(!offer.is_empty(), "no choice offered:\n{text}");
        d.send(&picker.pick(&offer).to_string());
        choices += 1;
        match d.prompt() {
            Some(t) => text = t,
            None => return choices,
        }
    }
}

/// Fails on every line of `text` that shows Rust `Debug` text or is wider
/// than 100 columns, naming `what`.
pub fn assert_clean(what: &str, text: &str) {
    words::assert_for_people(what, text, Some(words::BOARD_WIDTH));
}
