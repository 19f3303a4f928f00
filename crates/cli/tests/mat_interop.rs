//! `.mat` interoperability with GNU Octave, both ways:
//! - matc loads the fixture files Octave wrote (`tests/fixtures/mat`: `-v7`,
//!   `-v6` and `-text`) and prints what Octave printed for them (`show.out`,
//!   written by `regen.sh` there);
//! - Octave loads the files matc writes and prints the same values matc
//!   prints for them (skipped when `octave` is not on PATH, saying so in
//!   `cargo test`'s output).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn matc(dir: &Path, script: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["run", script])
        .current_dir(dir)
        .output()
        .expect("run matc")
}

#[test]
fn matc_loads_octave_fixtures() {
    let dir = root().join("tests/fixtures/mat");
    let o = matc(&dir, "show.m");
    let want = std::fs::read_to_string(dir.join("show.out")).expect("show.out");
    let got = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "matc failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    if got != want {
        let line = got
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "matc's output differs from Octave's at line {}:\n--- matc\n{}\n--- octave\n{}",
            line + 1,
            got.lines()
                .skip(line)
                .take(8)
                .collect::<Vec<_>>()
                .join("\n"),
            want.lines()
                .skip(line)
                .take(8)
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
}

/// Says that a test did not run, where `cargo test` shows it: straight to
/// the process's stderr, which the test harness does not capture (it takes
/// only `print!` and `eprint!`), so the skip is never silent. A cfg-driven
/// `#[ignore]` would need a build script probing for Octave.
fn skipped(test: &str, why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED mat_interop::{test}: {why}");
}

fn octave_available() -> bool {
    Command::new("octave")
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

const WRITE: &str = "\
x = [1 2.5; -3 4e10]; z = [1+2i, -3.5i]; ch = ['abc'; 'def']; es = '';
b = [true false; false true]; i8 = int8([-128 0 127]); u64 = intmax('uint64');
f = single([1.25 -2]); nd = reshape(1:12, 2, 3, 2); em = zeros(0, 3);
c = {1, 'two'; [3 4], {5, 'six'}}; st.name = 'probe'; st.inner.deep = true;
sa = struct('k', {1, 'b', [2 3]});
s0 = struct(); se = struct([]); ce = {}; le = true(0, 3); ne = zeros(3, 0, 2);
fc = single(1+2i); sf = struct('p', {}); i64 = intmin('int64'); nest = {struct('q', {1, {2, 'x'}})};
names = {'x', 'z', 'ch', 'es', 'b', 'i8', 'u64', 'f', 'nd', 'em', 'c', 'st', 'sa', ...
         's0', 'se', 'ce', 'le', 'ne', 'fc', 'sf', 'i64', 'nest'};
save('-v7', 'w7.mat', names{:});
save('-v6', 'w6.mat', names{:});
save('-text', 'wt.txt', names{:});
x = 7;
save('-v7', '-append', 'w7.mat', 'x');
save('-ascii', 'wa.txt', 'nd');
";

const READ: &str = "\
files = {'w7.mat', 'w6.mat', 'wt.txt'};
for k = 1:numel(files)
  S = load(files{k});
  printf('--- %s\\n', files{k});
  disp(fieldnames(S)');
  x = S.x, z = S.z, ch = S.ch, es = S.es, size(es), b = S.b, i8 = S.i8, u64 = S.u64
  f = S.f, class(f), nd = S.nd, em = S.em, size(em), c = S.c, st = S.st, inner = S.st.inner
  sa = S.sa, sa3 = S.sa(3)
  s0 = S.s0, se = S.se, ce = S.ce, le = S.le, size(S.ne), fc = S.fc, class(fc), sf = S.sf
  size(sf), fieldnames(sf), i64 = S.i64, q = S.nest{1}(2).q
end
A = load('wa.txt')
";

#[test]
fn octave_loads_what_matc_saves() {
    if !octave_available() {
        skipped("octave_loads_what_matc_saves", "`octave` is not on PATH");
        return;
    }
    let dir = std::env::temp_dir().join(format!("matc-mat-interop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("write_files.m"), WRITE).unwrap();
    std::fs::write(dir.join("read_files.m"), READ).unwrap();
    let w = matc(&dir, "write_files.m");
    assert!(
        w.status.success(),
        "matc could not write: {}",
        String::from_utf8_lossy(&w.stderr)
    );
    let mine = matc(&dir, "read_files.m");
    let oct = Command::new("octave")
        .args([
            "-qf",
            "--no-gui",
            "--norc",
            "--no-window-system",
            "read_files.m",
        ])
        .env("LC_ALL", "C")
        .current_dir(&dir)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run octave");
    let _ = std::fs::remove_dir_all(&dir);
    let (a, b) = (
        String::from_utf8_lossy(&mine.stdout),
        String::from_utf8_lossy(&oct.stdout),
    );
    assert!(
        b.contains("--- wt.txt") && b.contains("A ="),
        "Octave did not load every file:\n{b}\n{}",
        String::from_utf8_lossy(&oct.stderr)
    );
    assert_eq!(a, b, "Octave and matc read matc's files differently");
}

#[test]
fn corrupt_and_missing_files_are_errors() {
    let dir = std::env::temp_dir().join(format!("matc-mat-corrupt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = std::fs::read(root().join("tests/fixtures/mat/v6.mat")).unwrap();
    let good7 = std::fs::read(root().join("tests/fixtures/mat/v7.mat")).unwrap();
    let mut files = vec![
        ("cut6.mat", good[..300].to_vec()),
        ("cut7.mat", good7[..200].to_vec()),
        ("header.mat", good[..128].to_vec()),
        ("short.mat", b"MATLAB 5.0 MAT-file".to_vec()),
        (
            "text.mat",
            b"# name: x\n# type: matrix\n# rows: 99\n# columns: 2\n1 2\n".to_vec(),
        ),
    ];
    for k in 0..12 {
        let mut b = good.clone();
        for i in (128 + k * 11..b.len()).step_by(37) {
            b[i] ^= 0xa5;
        }
        files.push((Box::leak(format!("flip{k}.mat").into_boxed_str()), b));
    }
    let mut script = String::new();
    for (name, bytes) in &files {
        std::fs::write(dir.join(name), bytes).unwrap();
        script.push_str(&format!(
            "try, S = load('{name}'); catch e, disp(e.message), end\n"
        ));
    }
    script.push_str("load('no_such_file.mat')\n");
    std::fs::write(dir.join("corrupt.m"), script).unwrap();
    let o = matc(&dir, "corrupt.m");
    let _ = std::fs::remove_dir_all(&dir);
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "stderr: {err}");
    assert!(
        out.contains("load: failed to read MAT file 'cut6.mat'"),
        "{out}"
    );
    assert!(out.contains("load: failed to load 'text.mat'"), "{out}");
    assert!(
        err.contains("error: load: unable to find file no_such_file.mat"),
        "stderr: {err}"
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn sandbox_confines_data_file_writes() {
    let dir = std::env::temp_dir().join(format!("matc-mat-sandbox-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let outside = dir.join("outside.mat");
    let outside = outside.to_string_lossy();
    for call in [
        format!("save('{outside}', 'x')"),
        format!("save -v6 {outside} x"),
        format!("dlmwrite('{outside}', x)"),
        format!("csvwrite('{outside}', x)"),
        format!("writematrix(x, '{outside}')"),
        format!("cd('{}'); save", dir.to_string_lossy()),
        format!("cd('{}'); writematrix(x)", dir.to_string_lossy()),
    ] {
        std::fs::write(dir.join("w.m"), format!("x = 1;\n{call}\n")).unwrap();
        let o = Command::new(env!("CARGO_BIN_EXE_matc"))
            .args(["run", "--sandbox", "w.m"])
            .current_dir(&dir)
            .output()
            .expect("run matc");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("refused in --sandbox mode"), "{call}: {err}");
        assert_eq!(o.status.code(), Some(1), "{call}");
        assert!(!Path::new(&*outside).exists(), "{call} wrote the file");
        assert!(!dir.join("matlab.mat").exists(), "{call} wrote matlab.mat");
        assert!(!dir.join("matrix.txt").exists(), "{call} wrote matrix.txt");
    }
    // Inside the sandbox folder, writing and reading back work.
    std::fs::write(
        dir.join("w.m"),
        "x = magic(3); f = [tempname() '.mat']; save(f, 'x'); S = load(f); disp(isequal(S.x, x))\n\
         g = [tempname() '.csv']; csvwrite(g, x); disp(isequal(csvread(g), x)); delete(f); delete(g);\n",
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["run", "--sandbox", "w.m"])
        .current_dir(&dir)
        .output()
        .expect("run matc");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "1\n1\n",
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}
