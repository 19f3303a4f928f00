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
        // The whole program, spans included: the MIR the memo kept must be
        // the MIR lowering makes, placed where its function now is.
        s.push_str(&format!("{:?}\n", c.prog.functions));
        for t in c.all_facts() {
            s.push_str(&format!("{t:?}\n"));
            s.push_str(&analysis::types::dump(&c.prog, t));
        }
    }
    s
}

/// Analyses `text` with `cache` and from scratch, and fails unless they agree.
fn agree(path: &Path, text: &str, cache: &mut ide::Cache, what: &str) {
    let again = ide::analyze_again(path, text, cache);
    let fresh = ide::analyze(path, text);
    let (x, y) = (answers(&again), answers(&fresh));
    if x != y {
        let line = x
            .lines()
            .zip(y.lines())
            .position(|(p, q)| p != q)
            .unwrap_or(0);
        panic!(
            "{what}: the cached analysis differs from a fresh one at line {line} \
             of the answers:\n  cached: {}\n  fresh:  {}\n--- text ---\n{text}",
            x.lines().nth(line).unwrap_or(""),
            y.lines().nth(line).unwrap_or("")
        );
    }
}

fn check_file(src: &Path, edits: u64, rng: &mut Rng) {
    let original = std::fs::read_to_string(src).expect("read the file");
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path: PathBuf = dir.path().join(src.file_name().expect("a file name"));
    std::fs::write(&path, &original).expect("write the file");
    let mut cache = ide::Cache::default();
    let mut text = original.clone();
    let (mut reused, mut relowered) = (0, 0);
    for k in 0..=edits {
        if k > 0 {
            // Mostly edits on edits; now and then back to the original.
            text = if rng.below(8) == 0 {
                original.clone()
            } else {
                edit(&text, rng)
            };
        }
        agree(
            &path,
            &text,
            &mut cache,
            &format!("{}: edit {k}", src.display()),
        );
        reused += cache.counts().0;
        relowered += cache.lowerings().0;
    }
    // The cache must be doing something (else this test checks nothing).
    assert!(reused > 0, "{}: no analysis was reused", src.display());
    assert!(relowered > 0, "{}: no lowering was reused", src.display());
}

/// Versions of one file, each analysed with the cache of the one before:
/// edits that change what other functions lower to or are analysed as.
fn check_versions(name: &str, versions: &[&str]) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join(name);
    let mut cache = ide::Cache::default();
    let (mut reused, mut relowered) = (0, 0);
    for (k, text) in versions.iter().enumerate() {
        std::fs::write(&path, text).expect("write the file");
        agree(&path, text, &mut cache, &format!("{name}: version {k}"));
        reused += cache.counts().0;
        relowered += cache.lowerings().0;
    }
    assert!(reused > 0 && relowered > 0, "{name}: nothing was reused");
}

const CALLER: &str = "function r = top()
  a = helper(3);
  b = other(a);
  h = @(x) x + a;
  r = b + h(1);
end
";

#[test]
fn a_callee_edit_reaches_its_callers() {
    let helper = |body: &str| {
        format!(
            "{CALLER}
function y = helper(n)
  {body}
end

function z = other(v)
  z = v * 2;
end
"
        )
    };
    let v: Vec<String> = [
        "y = zeros(n, 1);",
        // The return type changes: `top` and `other` are analysed anew.
        "y = 'text';",
        "y = {n};",
        // Evaluates in its caller: `top` lowers with a dynamic workspace.
        "evalin('caller', 'q = 1;'); y = n;",
        "y = zeros(n, 1);",
    ]
    .iter()
    .map(|b| helper(b))
    .collect();
    let v: Vec<&str> = v.iter().map(String::as_str).collect();
    check_versions("top.m", &v);
}

#[test]
fn functions_added_removed_renamed_and_moved() {
    let other = "function z = other(v)\n  z = v * 2;\nend\n";
    let helper = "function y = helper(n)\n  y = ones(n);\nend\n";
    let renamed = "function y = helper2(n)\n  y = ones(n);\nend\n";
    let added = "function w = added(n)\n  w = @(t) t * n;\nend\n";
    let v = [
        format!("{CALLER}\n{helper}\n{other}"),
        // Renamed: `helper` is no longer a function of the file.
        format!("{CALLER}\n{renamed}\n{other}"),
        format!("{CALLER}\n{helper}\n{other}"),
        // Added before the others: their ids and places move.
        format!("{CALLER}\n{added}\n{helper}\n{other}"),
        // Typed into the first function: every later span moves.
        format!("{CALLER}\n{added}\n{helper}\n{other}").replacen(
            "a = helper(3);",
            "a = helper(33);",
            1,
        ),
        // Removed.
        format!("{CALLER}\n{other}"),
        format!("{CALLER}\n{helper}\n{other}"),
        // Swapped.
        format!("{CALLER}\n{other}\n{helper}"),
    ];
    let v: Vec<&str> = v.iter().map(String::as_str).collect();
    check_versions("top.m", &v);
}

#[test]
fn a_script_top_level_and_nested_functions() {
    let script = |top: &str| {
        format!(
            "{top}
disp(twice(x));

function y = twice(v)
  y = 2 * v;
end

function r = outer(n)
  s = 0;
  inner();
  r = s;
  function inner()
    s = s + n;
  end
end
"
        )
    };
    let nested = |body: &str| {
        format!(
            "function r = outer(n)
  s = 0;
  inner();
  r = spare(s);
  function inner()
    {body}
  end
end

function q = spare(x)
  q = x + 1;
end
"
        )
    };
    let s = [
        script("x = 1;"),
        script("x = 'one';"),
        script("x = [1 2 3];\ny = outer(2);"),
        script("x = 1;"),
    ];
    let s: Vec<&str> = s.iter().map(String::as_str).collect();
    check_versions("run_it.m", &s);
    // What a nested function shares with its parent changes with its body.
    let n = [
        nested("s = s + n;"),
        nested("t = n;"),
        nested("s = n; t = s;"),
        nested("s = s + n;"),
    ];
    let n: Vec<&str> = n.iter().map(String::as_str).collect();
    check_versions("outer.m", &n);
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
