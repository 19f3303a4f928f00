//! Analysing a file again with the cache of its last analysis answers as a
//! fresh analysis does: real multi-function files of the repository take a
//! series of random edits (digits changed, characters typed and deleted,
//! lines copied; some leave parse errors), and after each the diagnostics,
//! the lowering errors and every fact of the types analysis must equal
//! those of `ide::analyze` from scratch.
//!
//! Fixed seed and edit count in CI; `MATC_INCREMENTAL_EDITS=N` and
//! `MATC_INCREMENTAL_SEED=S` try more by hand.

use std::path::{Path, PathBuf};

/// xorshift64*: a reproducible stream of edits without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One random edit of `text`, as a user types it.
fn edit(text: &str, rng: &mut Rng) -> String {
    let b = text.as_bytes();
    let at = rng.below(b.len());
    let mut out = b.to_vec();
    match rng.below(5) {
        // Change a digit (the commonest keystroke of numeric code).
        0 | 1 => {
            let digits: Vec<usize> = (0..b.len()).filter(|&i| b[i].is_ascii_digit()).collect();
            if let Some(&i) = digits.get(rng.below(digits.len())) {
                out[i] = b'0' + rng.below(10) as u8;
            }
        }
        // Type a character.
        2 => {
            let typed = b" 1x;(+\n]'";
            out.insert(at, typed[rng.below(typed.len())]);
        }
        // Delete a few characters.
        3 => {
            let end = (at + 1 + rng.below(6)).min(b.len());
            out.drain(at..end);
        }
        // Copy a line below itself.
        _ => {
            let start = b[..at]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |i| i + 1);
            let end = b[at..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |i| at + i + 1);
            let line = b[start..end].to_vec();
            out.splice(end..end, line);
        }
    }
    // Keep the text valid UTF-8: the files are ASCII and so are the edits.
    String::from_utf8_lossy(&out).into_owned()
}

/// Everything an analysis answers, as text.
fn answers(a: &ide::FileAnalysis) -> String {
    let mut s = format!(
        "{:?}\n{:?}\n",
        ide::diagnostics::diagnostics(a),
        a.lower_errors
    );
    if let Some(c) = &a.compiled {
        for t in c.all_facts() {
            s.push_str(&format!("{t:?}\n"));
            s.push_str(&analysis::types::dump(&c.prog, t));
        }
    }
    s
}

fn check_file(src: &Path, edits: u64, rng: &mut Rng) {
    let original = std::fs::read_to_string(src).expect("read the file");
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path: PathBuf = dir.path().join(src.file_name().expect("a file name"));
    std::fs::write(&path, &original).expect("write the file");
    let mut cache = ide::Cache::default();
    let mut text = original.clone();
    let mut reused = 0;
    for k in 0..=edits {
        if k > 0 {
            // Mostly edits on edits; now and then back to the original.
            text = if rng.below(8) == 0 {
                original.clone()
            } else {
                edit(&text, rng)
            };
        }
        let again = ide::analyze_again(&path, &text, &mut cache);
        reused += cache.counts().0;
        let fresh = ide::analyze(&path, &text);
        let (x, y) = (answers(&again), answers(&fresh));
        if x != y {
            let line = x
                .lines()
                .zip(y.lines())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
            panic!(
                "{}: edit {k}: the cached analysis differs from a fresh one at line {line} \
                 of the answers:\n  cached: {}\n  fresh:  {}\n--- text ---\n{text}",
                src.display(),
                x.lines().nth(line).unwrap_or(""),
                y.lines().nth(line).unwrap_or("")
            );
        }
    }
    // The cache must be doing something (else this test checks nothing).
    assert!(reused > 0, "{}: no analysis was reused", src.display());
}

#[test]
fn cached_analysis_equals_fresh_after_edits() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let edits = env("MATC_INCREMENTAL_EDITS", 12);
    let mut rng = Rng(env("MATC_INCREMENTAL_SEED", 0x9e37_79b9_7f4a_7c15) | 1);
    for file in [
        "tests/conformance/control/loop_calls.m",
        "tests/pe/scan.m",
        "bench/kernels/kernels_speed.m",
        "library/ode/private/ida_solve.m",
    ] {
        check_file(&root.join(file), edits, &mut rng);
    }
}
