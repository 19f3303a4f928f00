//! How long the editor takes to analyse a 5,000-line file again after a
//! keystroke: parse, lower, types analysis and diagnostics of the whole file
//! (what `matc lsp` does before it publishes diagnostics), reusing what the
//! last analysis kept ([`ide::Cache`]) as the server does, or from scratch
//! with `--scratch`.
//!
//!     cargo run --release -p ide --example keystroke [LINES] [--scratch]
//!     cargo run --release -p ide --example keystroke [LINES] --write FILE
//!
//! `--write` only writes the file, for `bench/editor/lsp_keystroke.py`,
//! which times the same keystrokes through `matc lsp`.
//!
//! The file is a function file of many local functions of everyday numeric
//! code (loops, branches, array operations, cells, structs, text), each
//! called from the first with a known size, so the interprocedural analysis
//! has every function to do. A keystroke changes one digit in the middle.

use std::time::Instant;

fn kernel(k: usize) -> String {
    format!(
        "function r = kernel{k}(n)
% KERNEL{k}  One of many small numeric kernels.
  x = zeros(n, 1);
  y = linspace(0, 1, n)';
  for i = 1:n
    x(i) = sin(y(i)) * {k} + cos(i / n);
    if x(i) > 0.5
      x(i) = x(i) - 0.5;
    elseif x(i) < -0.5
      x(i) = x(i) + 0.5;
    else
      x(i) = 2 * x(i);
    end
  end
  A = rand(n) + eye(n) * n;
  b = A * x;
  s = 0;
  k = 0;
  while s < 10 && k < n
    k = k + 1;
    s = s + abs(b(k));
  end
  names = {{'a', 'b', 'c'}};
  t = struct('n', n, 'k', k);
  msg = sprintf('%s: %d', names{{mod({k}, 3) + 1}}, t.k);
  v = [];
  for j = 1:n
    v(end + 1) = j ^ 2;
  end
  r = sum(x) + s + numel(msg) + mean(v);
end
"
    )
}

fn main() {
    let lines: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(5000);
    let scratch = std::env::args().any(|a| a == "--scratch");
    let mut cache = ide::Cache::default();
    let per = kernel(0).lines().count();
    let count = lines / per;
    let mut text = String::from("function total = big()\n  total = 0;\n");
    for k in 1..=count {
        text.push_str(&format!("  total = total + kernel{k}(20);\n"));
    }
    text.push_str("end\n\n");
    for k in 1..=count {
        text.push_str(&kernel(k));
        text.push('\n');
    }
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--write") {
        let out = args.get(i + 1).expect("--write FILE");
        std::fs::write(out, &text).expect("write the file");
        return;
    }
    let dir = std::env::temp_dir().join(format!("matc-keystroke-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("make a scratch folder");
    let path = dir.join("big.m");
    std::fs::write(&path, &text).expect("write the file");
    println!("{} lines, {} functions", text.lines().count(), count + 1);

    let t = Instant::now();
    let a = ide::analyze_again(&path, &text, &mut cache);
    let d = ide::diagnostics::diagnostics(&a);
    println!(
        "first analysis: {:.1} ms, {} diagnostics",
        t.elapsed().as_secs_f64() * 1e3,
        d.len()
    );
    // A keystroke: one digit of the middle kernel's constant changes.
    let mid = text
        .find(&format!("sin(y(i)) * {} ", count / 2))
        .expect("the middle kernel");
    let digit = mid + "sin(y(i)) * ".len();
    let mut times = Vec::new();
    for round in 0..21 {
        let mut edited = text.clone().into_bytes();
        edited[digit] = b'1' + (round % 9) as u8;
        let edited = String::from_utf8(edited).expect("ASCII");
        let t = Instant::now();
        let a = if scratch {
            ide::analyze(&path, &edited)
        } else {
            ide::analyze_again(&path, &edited, &mut cache)
        };
        let analysed = t.elapsed().as_secs_f64() * 1e3;
        let d = ide::diagnostics::diagnostics(&a);
        times.push(t.elapsed().as_secs_f64() * 1e3);
        if std::env::var_os("KEYSTROKE_PHASES").is_some() {
            eprintln!(
                "  analysis {analysed:.1} ms, diagnostics {:.1} ms",
                times[times.len() - 1] - analysed
            );
        }
        std::hint::black_box(d);
    }
    times.sort_by(f64::total_cmp);
    let (reused, solved) = cache.counts();
    println!(
        "after a keystroke ({} runs{}): median {:.1} ms, min {:.1} ms, max {:.1} ms",
        times.len(),
        if scratch {
            ", from scratch".to_string()
        } else {
            format!(", last: {reused} function analyses reused, {solved} solved")
        },
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
    let _ = std::fs::remove_dir_all(&dir);
}
