//! Random elementwise expressions over arrays large enough to be computed
//! in one pass (`exec::fuse`): blocks of 3-D arrays shifted along each
//! dimension, whole arrays, transposed vectors, scalars, integer powers,
//! assignments into a block of the array the expression reads, blocks
//! moved within their array (growing a matrix past its end), and rows
//! gathered by index vectors (regular stretches read as blocks). Run
//! under `--storage=gctd` (one pass) and `--storage=off` (one operator at a
//! time), the oracle, so this needs no Octave: the two must print the same
//! digits (`%.17g`), errors included.
//!
//! `MATC_PROPERTY_COUNT` sets the number of programs (default 5000) and
//! `MATC_PROPERTY_SEED` the first seed; CI uses the defaults.

use std::path::Path;

// The statement-block maker of the shared module is not used here.
#[allow(dead_code)]
mod random;
use random::Rng;

/// `C` is 10x9x4; every block of it below is 9x8x3, like `A` and `B`.
/// Some start at `1 + o` (`o`, 0 or 1, changes between iterations).
fn block_of_c(rng: &mut Rng) -> String {
    let subs: Vec<String> = [(10, 9), (9, 8), (4, 3)]
        .iter()
        .map(|&(full, want)| {
            if rng.below(4) == 0 {
                return format!("1 + o:{} + o", want);
            }
            let st = 1 + rng.below(full - want + 1);
            format!("{st}:{}", st + want - 1)
        })
        .collect();
    format!("C({})", subs.join(", "))
}

/// A leaf of a 9x8x3 expression: `A`, `B`, a block of `C`, a scalar, or
/// an array broadcast to 9x8x3 (`M` 9x8, `cv` 9x1x3 read in place; `rv`
/// 1x8x3, whose first dimension repeats, by the operator itself).
fn leaf3(rng: &mut Rng) -> String {
    match rng.below(12) {
        0..=2 => rng.pick(&["A", "B"]).to_string(),
        3 => rng.pick(&["2", "0.5", "s", "-3"]).to_string(),
        4 => rng.pick(&["M", "cv", "rv", "M(:, :, 1)"]).to_string(),
        _ => block_of_c(rng),
    }
}

fn leafv(rng: &mut Rng) -> String {
    let st = 1 + rng.below(20);
    match rng.below(10) {
        0..=2 => "v".to_string(),
        3 => "w'".to_string(),
        4 => rng.pick(&["2", "s"]).to_string(),
        5 | 6 => format!("u({st}:{})", st + 99),
        7 => format!("({st}:{})", st + 99),
        _ => format!("u2({st}:{})'", st + 99),
    }
}

/// `(a ± b) * c ± (d ± e) * c'`, products either way round: the stencil
/// update that one pass computes whole (a quad).
fn quad(rng: &mut Rng, leaf: fn(&mut Rng) -> String, depth: usize) -> String {
    let side = |rng: &mut Rng| {
        let (a, b) = (expr(rng, leaf, depth - 1), expr(rng, leaf, depth - 1));
        let op = rng.pick(&["+", "-"]);
        let c = rng.pick(&["2", "s", "0.25", "-3"]);
        if rng.below(2) == 0 {
            format!("({a} {op} {b}) * {c}")
        } else {
            format!("{c} * ({a} {op} {b})")
        }
    };
    let l = side(rng);
    let r = side(rng);
    format!("({l} {} {r})", rng.pick(&["+", "-"]))
}

fn expr(rng: &mut Rng, leaf: fn(&mut Rng) -> String, depth: usize) -> String {
    if depth == 0 || rng.below(10) < 3 {
        return leaf(rng);
    }
    if depth >= 2 && rng.below(8) == 0 {
        return quad(rng, leaf, depth);
    }
    if rng.below(8) == 0 {
        // An elementwise builtin with a kernel (every one `decls` declares);
        // one real only on numbers >= 0 (`sqrt`, `log`) of a sum of squares
        // (real, computed in the pass) or of anything (maybe complex).
        let a = expr(rng, leaf, depth - 1);
        let m = decls::Math::ALL[rng.below(decls::Math::ALL.len())];
        let f = m.name();
        return match (m, rng.below(2)) {
            (decls::Math::Exp, _) => format!("exp({a} / 100)"),
            (m, 0) if m.partial() => {
                format!("{f}({a} .^ 2 + {} .^ 2 + 0.5)", expr(rng, leaf, depth - 1))
            }
            _ => format!("{f}({a})"),
        };
    }
    let op = rng.pick(&["+", "-", ".*", "./", "*", "/", ".\\", ".^"]);
    let mut a = expr(rng, leaf, depth - 1);
    let mut b = expr(rng, leaf, depth - 1);
    match op {
        ".^" => {
            b = rng
                .pick(&["2", "3", "-1", "4", "0", "-2", "0.5"])
                .to_string()
        }
        "*" | "/" => {
            b = rng.pick(&["2", "s", "0.25"]).to_string();
            if op == "*" && rng.below(2) == 0 {
                std::mem::swap(&mut a, &mut b);
            }
        }
        _ => {}
    }
    format!("({a} {op} {b})")
}

fn program(rng: &mut Rng) -> Vec<String> {
    let mut s = vec![concat!(
        "s = 1.5; A = reshape(sin(1:216), 9, 8, 3); B = reshape(cos(1:216), 9, 8, 3); ",
        "C = reshape(1:360, 10, 9, 4) / 7; v = (1:100) / 3; w = ((1:100) / 5)'; ",
        "u = (1:130) / 11; u2 = ((1:130) / 13)'; o = 0; M = reshape(sqrt(1:72), 9, 8); ",
        "cv = reshape(1:27, 9, 1, 3) / 5; rv = reshape(1:24, 1, 8, 3) / 3; ",
        "G = reshape(1:84, 12, 7) / 3; H = reshape(sin(1:120), 20, 6); ",
        // Index vectors of 48 rows of H: stretches of 16 consecutive or
        // equal rows, whose starts move by one difference or not.
        "ia = repmat((3:18)', 3, 1); ib = kron((2:4)', ones(16, 1)); ",
        "ic = reshape((1:16)' + [0, 2, 1], [], 1); id = reshape((1:16)' + [0, 2, 4], [], 1); ",
        "ie = repmat((20:-1:5)', 3, 1); ig = kron((4:-1:2)', ones(16, 1)); ",
        "ih = reshape((5:20)' - [0, 2, 4], [], 1); ij = ia; ij(20) = 7;"
    )
    .to_string()];
    // Half the programs run their statements three times: an elementwise
    // statement that ran in one pass runs whole from its registers
    // (`Op::FuseStmt`) while its operands keep their shapes, and falls back
    // to its ops when something changes between iterations.
    let looped = rng.below(2) == 0;
    if looped {
        s.push("for it = 1:3".to_string());
        s.push("o = mod(it, 2);".to_string());
        s.push(
            rng.pick(&[
                "",
                "s = s + 0.5;",
                "if it == 2, A = A(end:-1:1, :, :); end",
                "if it == 3, C = C(1:9, :, :); end",
                "if it >= 2, v = v(end:-1:1); u = [u, 1]; end",
                "if it == 2, B = B(:, :, 1:2); end",
                "w = w * 1.5; A = A + 1;",
                "if it == 2, ia(40) = 2; ib(1) = 5; end",
            ])
            .to_string(),
        );
    }
    for _ in 0..2 + rng.below(6) {
        s.push(match rng.below(12) {
            0..=2 => format!("r = {}; show(r);", expr(rng, leaf3, 3)),
            3 => format!("r = {}; show(r);", expr(rng, leafv, 3)),
            4 => format!(
                "r = [sum({}), sum(({})')]; show(r);",
                expr(rng, leafv, 3),
                expr(rng, leafv, 2)
            ),
            5 => format!("{} = {}; show(C);", block_of_c(rng), expr(rng, leaf3, 3)),
            6 => format!("B(:) = {}; show(B);", expr(rng, leaf3, 3)),
            7 => {
                // A stencil update: the block (or a whole array) plus or
                // minus a scaled quad, read and written in one pass.
                let (dst, src) = match rng.below(3) {
                    0 => ("A".to_string(), "A".to_string()),
                    1 => ("B".to_string(), "A".to_string()),
                    _ => {
                        let b = block_of_c(rng);
                        let src = if rng.below(4) == 0 {
                            block_of_c(rng)
                        } else {
                            b.clone()
                        };
                        (b, src)
                    }
                };
                let q = quad(rng, leaf3, 2);
                let k = rng.pick(&["s", "0.5", "-2"]);
                let op = rng.pick(&["+", "-"]);
                let show = if dst.starts_with('C') { "C" } else { &dst[..] };
                match rng.below(2) {
                    0 => format!("{dst} = {src} {op} {k} * {q}; show({show});"),
                    _ => format!("{dst} = {src} {op} {q} * {k}; show({show});"),
                }
            }
            8 => {
                // Rows of H gathered by index vectors (a block where the
                // stretches are regular, else a gather).
                let mut g = || {
                    let ix = rng.pick(&["ia", "ib", "ic", "id", "ie", "ig", "ih", "ij"]);
                    let cols = rng.pick(&[":", "2:5", "[1, 3, 4, 6]"]);
                    (ix, cols)
                };
                let ((i1, c1), (i2, _)) = (g(), g());
                let op = rng.pick(&["+", "-", ".*", "./"]);
                format!("r = H({i1}, {c1}) {op} sqrt(H({i2}, {c1}) .^ 2 + s); show(r);")
            }
            10 => format!("{} = {}; show(C);", block_of_c(rng), block_of_c(rng)),
            11 => {
                // A block of the 12x7 `G` moved to a block of `G` that
                // it may overlap and that may pass its end.
                let (h, w) = (6 + rng.below(7), 4 + rng.below(4));
                let (sr, sc) = (1 + rng.below(13 - h), 1 + rng.below(8 - w));
                let (dr, dc) = (1 + rng.below(16 - h), 1 + rng.below(10 - w));
                let (dr1, dc1, sr1, sc1) = (dr + h - 1, dc + w - 1, sr + h - 1, sc + w - 1);
                format!("G({dr}:{dr1}, {dc}:{dc1}) = G({sr}:{sr1}, {sc}:{sc1}); show(G);")
            }
            _ => {
                let st = 1 + rng.below(30);
                format!("u({st}:{}) = {}; show(u);", st + 99, expr(rng, leafv, 3))
            }
        });
    }
    if looped {
        s.push("end".to_string());
    }
    s
}

fn file_text(programs: &[(usize, Vec<String>)]) -> String {
    let mut t = random::function_file(programs, "");
    // The count of elements below zero by `1 ./ x` tells `-0` from `0`.
    t += "function show(x)\n  fprintf('%s %.17g %.17g %d\\n', mat2str(size(x)), sum(x(:)), \
          sum(abs(x(:)) .* (1:numel(x))'), nnz(1 ./ x(:) < 0));\nend\n";
    t
}

/// Whether one pass and one operator at a time print differently.
fn differs(dir: &Path, progs: &[(usize, Vec<String>)]) -> Option<String> {
    let text = file_text(progs);
    let (out_f, err_f) = random::run_matc(dir, &text, &["--storage=gctd"]);
    let (out_o, err_o) = random::run_matc(dir, &text, &["--storage=off"]);
    let bad = |err: &str| err.contains("hang:") || err.contains("panicked");
    if out_f != out_o || bad(&err_f) || bad(&err_o) {
        return Some(format!("gctd:\n{out_f}{err_f}\noff:\n{out_o}{err_o}"));
    }
    None
}

#[test]
fn one_pass_expressions_agree_with_one_operator_at_a_time() {
    let failures = random::failures("fuse", program, differs);
    assert!(
        failures.is_empty(),
        "{} programs differ:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}
