//! Times reading, decoding and parsing every `.m` file listed on stdin (one path a line).
//! Usage: `find ../shared/corpus -name '*.m' | cargo run --release -p syntax --example parse_speed`

use std::io::BufRead;
use std::time::Instant;

/// CPU time of this process in seconds (Linux), so that a busy machine does not skew the result.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(f64::NAN, |ns| ns / 1e9)
}

fn main() {
    let paths: Vec<String> = std::io::stdin()
        .lock()
        .lines()
        .map_while(Result::ok)
        .collect();
    let mut best = f64::INFINITY;
    let mut best_cpu = f64::INFINITY;
    let mut bytes = 0usize;
    let mut failed = 0usize;
    for _ in 0..5 {
        let t = Instant::now();
        let c = cpu_seconds();
        bytes = 0;
        failed = 0;
        for p in &paths {
            let raw = std::fs::read(p).expect("read file");
            bytes += raw.len();
            let text = syntax::decode(&raw);
            let parsed = syntax::parse(&text);
            failed += usize::from(!parsed.errors.is_empty());
        }
        best = best.min(t.elapsed().as_secs_f64());
        best_cpu = best_cpu.min(cpu_seconds() - c);
    }
    println!(
        "matc: {} files, {:.1} MB, {failed} with errors: best of 5 runs {:.3} s wall, {:.3} s CPU ({:.0} MB/s)",
        paths.len(),
        bytes as f64 / 1e6,
        best,
        best_cpu,
        bytes as f64 / 1e6 / best
    );
}
