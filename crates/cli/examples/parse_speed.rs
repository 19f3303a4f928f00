//! Times parsing every `.m` file listed on stdin (one path a line).
//! Usage: `find ../shared/corpus -name '*.m' | cargo run --release -p matc --example parse_speed [RUNS]`
//!
//! The files are read into memory before the clock starts, so that only
//! decoding and parsing are timed (Octave's side cannot separate its reads,
//! so the time to read the files is printed too, for the record).

use std::io::BufRead;

/// The global allocator of the `matc` binary, so that this measures what matc does.
#[global_allocator]
static GLOBAL: exec::heap::Counting<exec::heap::Mimalloc> =
    exec::heap::Counting(exec::heap::Mimalloc);
use std::time::Instant;

/// CPU time of this process in seconds (Linux), so that a busy machine does not skew the result.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(f64::NAN, |ns| ns / 1e9)
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(1);
    let paths: Vec<String> = std::io::stdin()
        .lock()
        .lines()
        .map_while(Result::ok)
        .collect();
    let t = Instant::now();
    let files: Vec<Vec<u8>> = paths
        .iter()
        .map(|p| std::fs::read(p).expect("read file"))
        .collect();
    let read_time = t.elapsed().as_secs_f64();
    let bytes: usize = files.iter().map(Vec::len).sum();
    let mut best = f64::INFINITY;
    let mut best_cpu = f64::INFINITY;
    let mut failed = 0usize;
    for _ in 0..runs {
        let t = Instant::now();
        let c = cpu_seconds();
        failed = 0;
        for raw in &files {
            let text = syntax::decode_borrowed(raw);
            let parsed = syntax::parse(&text);
            failed += usize::from(!parsed.errors.is_empty());
        }
        best = best.min(t.elapsed().as_secs_f64());
        best_cpu = best_cpu.min(cpu_seconds() - c);
    }
    println!(
        "matc: {} files, {:.1} MB, {failed} with errors: best of {runs} runs {:.3} s wall, {:.3} s CPU ({:.0} MB/s); reading the files took {:.3} s (not counted)",
        paths.len(),
        bytes as f64 / 1e6,
        best,
        best_cpu,
        bytes as f64 / 1e6 / best,
        read_time
    );
}
