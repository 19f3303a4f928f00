//! What the random-program tests share: a seeded generator, the function
//! file that runs a batch of programs, and the scratch folder.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// xorshift64*: a fixed, dependency-free stream for a given seed.
pub struct Rng(pub u64);

impl Rng {
    /// The stream of program `n` of a run from `seed` (never zero, which
    /// xorshift cannot leave).
    pub fn for_program(seed: u64, n: usize) -> Rng {
        Rng((seed ^ (n as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

/// A block of 1 to `most` statements made by `statement` one level deeper,
/// one a line.
pub fn block(
    rng: &mut Rng,
    depth: usize,
    most: usize,
    statement: fn(&mut Rng, usize) -> String,
) -> String {
    let n = 1 + rng.below(most);
    (0..n)
        .map(|_| statement(rng, depth + 1))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `MATC_PROPERTY_COUNT` programs (default 5000) from seed
/// `MATC_PROPERTY_SEED`: CI uses the defaults, more by hand.
pub fn count_and_seed() -> (usize, u64) {
    let var = |name: &str| std::env::var(name).ok().and_then(|s| s.parse().ok());
    (
        var("MATC_PROPERTY_COUNT").map_or(5000, |n: u64| n as usize),
        var("MATC_PROPERTY_SEED").unwrap_or(0x5eed),
    )
}

/// A function file whose first function calls each program (a local
/// function `pN` ending with `epilogue`) in turn; an error ends only its
/// own program.
pub fn function_file(programs: &[(usize, Vec<String>)], epilogue: &str) -> String {
    let mut t = String::from("function main()\n");
    for (n, _) in programs {
        t += &format!("  try\n    p{n}();\n  catch err\n    disp(err.message);\n  end\n");
    }
    t += "end\n";
    for (n, body) in programs {
        t += &format!("function p{n}()\n{}\n{epilogue}\nend\n", body.join("\n"));
    }
    t
}

pub fn scratch(what: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("matc-{what}-property-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Removes the scratch folder unless `MATC_PROPERTY_KEEP` is set.
pub fn done(dir: &Path) {
    if std::env::var_os("MATC_PROPERTY_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Drops statements of a failing program (all but the first, its setup)
/// while it still fails.
pub fn shrink(mut body: Vec<String>, fails: impl Fn(&[String]) -> bool) -> Vec<String> {
    let mut i = 1;
    while i < body.len() {
        let mut fewer = body.clone();
        fewer.remove(i);
        if fails(&fewer) {
            body = fewer;
        } else {
            i += 1;
        }
    }
    body
}

/// Writes `text` to `dir/main.m` and runs `matc run FLAGS main.m` there;
/// returns stdout and stderr. A run over 60 s is killed and reported on
/// stderr as a hang (a generated program always terminates).
pub fn run_matc(dir: &Path, text: &str, flags: &[&str]) -> (String, String) {
    std::fs::write(dir.join("main.m"), text).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_matc"))
        .arg("run")
        .args(flags)
        .arg("main.m")
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run matc");
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let mut hung = false;
    while child.try_wait().ok().flatten().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            hung = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = child.wait();
    let mut stderr = err_reader.join().unwrap_or_default();
    if hung {
        stderr += "\nhang: matc ran for over 60 s\n";
    }
    (reader.join().unwrap_or_default(), stderr)
}

/// Runs programs `0..count` of `seed`, made by `program`, through `check`
/// (which says what is wrong with a set of programs, if anything) 100 to a
/// file; each program of a failing file that fails alone is shrunk. Returns
/// one report per failing program.
pub fn failures(
    what: &str,
    program: fn(&mut Rng) -> Vec<String>,
    check: impl Fn(&Path, &[(usize, Vec<String>)]) -> Option<String>,
) -> Vec<String> {
    let (count, seed) = count_and_seed();
    let dir = scratch(what);
    let per_file = 100;
    let mut failures = Vec::new();
    for first in (0..count).step_by(per_file) {
        let batch: Vec<(usize, Vec<String>)> = (first..(first + per_file).min(count))
            .map(|n| (n, program(&mut Rng::for_program(seed, n))))
            .collect();
        if check(&dir, &batch).is_none() {
            continue;
        }
        for (n, body) in &batch {
            if check(&dir, &[(*n, body.clone())]).is_none() {
                continue;
            }
            let small = shrink(body.clone(), |b| check(&dir, &[(*n, b.to_vec())]).is_some());
            let why = check(&dir, &[(*n, small.clone())]).unwrap_or_default();
            failures.push(format!(
                "program {n} (seed {seed}), shrunk:\n{}\n{why}",
                small.join("\n")
            ));
        }
    }
    done(&dir);
    println!("{count} random {what} programs, {} fail", failures.len());
    failures
}
