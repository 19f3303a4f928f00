//! Colormap functions (`gray`, `cool`, `flag`, ...): `n` colors as an
//! n-by-3 matrix by Octave's formulas; `n` defaults to the current figure's
//! colormap length (64 without a figure).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("gray", gray),
    ("cool", cool),
    ("spring", spring),
    ("summer", summer),
    ("autumn", autumn),
    ("winter", winter),
    ("copper", copper),
    ("white", white),
    ("flag", flag),
    ("prism", prism),
    ("rgb2hsv", rgb2hsv),
    ("hsv2rgb", hsv2rgb),
];

/// The requested number of colors: the argument, or the current figure's
/// colormap length.
fn count(ctx: &Ctx, name: &str, args: &[Value]) -> Result<usize, MatError> {
    let n = match args {
        [] => match ctx.figures.current.and_then(|n| ctx.figures.figs.get(&n)) {
            Some(f) => f.colormap_rows as f64,
            None => 64.0,
        },
        [a] => match a.scalar_f64() {
            Some(n) if a.is_numeric() || matches!(a, Value::Bool(_) | Value::Char(_)) => n,
            _ => return Err(MatError::msg(format!("{name}: N must be a scalar"))),
        },
        _ => return Err(MatError::invalid_call(name)),
    };
    Ok(if n.is_nan() || n < 1.0 {
        0
    } else {
        n.min(1e7) as usize
    })
}

/// `n` colors `color(x)` for x evenly spaced over [0, 1] (x = 0 alone when n is 1).
fn ramp(ctx: &Ctx, name: &str, args: &[Value], color: fn(f64) -> [f64; 3]) -> Out {
    let n = count(ctx, name, args)?;
    let xs = (0..n).map(|i| {
        if n == 1 {
            0.0
        } else {
            i as f64 / (n - 1) as f64
        }
    });
    Ok(vec![matrix(xs.map(color).collect())])
}

/// `n` colors cycling through `table`.
fn cycle(ctx: &Ctx, name: &str, args: &[Value], table: &[[f64; 3]]) -> Out {
    let n = count(ctx, name, args)?;
    Ok(vec![matrix(
        (0..n).map(|i| table[i % table.len()]).collect(),
    )])
}

fn matrix(rows: Vec<[f64; 3]>) -> Value {
    let n = rows.len();
    let mut data = Vec::with_capacity(3 * n);
    for k in 0..3 {
        data.extend(rows.iter().map(|r| r[k]));
    }
    Value::from_f64s(Dims::new(&[n, 3]), data)
}

fn gray(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "gray", args, |x| [x, x, x])
}

fn cool(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "cool", args, |x| [x, 1.0 - x, 1.0])
}

fn spring(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "spring", args, |x| [1.0, x, 1.0 - x])
}

fn summer(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "summer", args, |x| [x, 0.5 + x / 2.0, 0.4])
}

fn autumn(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "autumn", args, |x| [1.0, x, 0.0])
}

fn winter(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "winter", args, |x| [0.0, x, 1.0 - x / 2.0])
}

fn copper(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "copper", args, |x| {
        [if x < 0.8 { 1.25 * x } else { 1.0 }, 0.7812 * x, 0.4975 * x]
    })
}

fn white(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ramp(ctx, "white", args, |_| [1.0, 1.0, 1.0])
}

fn flag(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    const FLAG: [[f64; 3]; 4] = [
        [1.0, 0.0, 0.0],
        [1.0, 1.0, 1.0],
        [0.0, 0.0, 1.0],
        [0.0, 0.0, 0.0],
    ];
    cycle(ctx, "flag", args, &FLAG)
}

fn prism(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    const PRISM: [[f64; 3]; 6] = [
        [1.0, 0.0, 0.0],
        [1.0, 0.5, 0.0],
        [1.0, 1.0, 0.0],
        [0.0, 1.0, 0.0],
        [0.0, 0.0, 1.0],
        [2.0 / 3.0, 0.0, 1.0],
    ];
    cycle(ctx, "prism", args, &PRISM)
}

/// How an image's pixels go back into its shape: its dims, and whether it is 4-D.
type ImageShape = Option<(Dims, bool)>;

/// Octave's colorspace_conversion_input_check: a colormap (n-by-3 float) as
/// it is, or an image (`..x3`, or `..x3xN`) as its pixels' rows, integers
/// scaled to [0, 1]. Returns the rows (column-major n-by-3) and how to put
/// the result back: the image's dims and whether it was 4-D.
fn color_rows(name: &str, what: &str, v: &Value) -> Result<(Vec<f64>, ImageShape), MatError> {
    use crate::value::Class;
    let cls = v.class();
    let d = v.dims();
    let is_colormap =
        v.is_numeric() && !v.is_complex() && d.ndims() == 2 && d.cols() == 3 && cls.is_float();
    let data = if is_colormap {
        (v.to_f64_vec()?, None)
    } else {
        let ok = matches!(
            cls,
            Class::UInt8
                | Class::Int8
                | Class::Int16
                | Class::UInt16
                | Class::Single
                | Class::Double
        ) && !matches!(v, Value::Char(_) | Value::Bool(_));
        if !ok {
            return Err(MatError::msg(format!(
                "{name}: {what} of invalid data type '{}'",
                cls.name()
            )));
        }
        let s = d.as_slice();
        if s.get(2).copied().unwrap_or(1) != 3 {
            return Err(MatError::msg(format!(
                "{name}: {what} must be a colormap or {what} image"
            )));
        }
        if v.is_complex() {
            return Err(MatError::msg(format!(
                "{name}: {what} must be numeric and real"
            )));
        }
        if s.len() > 4 {
            return Err(MatError::msg(format!(
                "{name}: invalid {what} with more than 4 dimensions"
            )));
        }
        let mut x = v.to_f64_vec()?;
        let nd4 = s.len() == 4;
        if nd4 {
            // permute [1 2 4 3]: the color planes last.
            let (r, c, k) = (s[0] * s[1], 3, s[3]);
            let mut t = vec![0.0; x.len()];
            for kk in 0..k {
                for cc in 0..c {
                    for i in 0..r {
                        t[i + r * kk + r * k * cc] = x[i + r * cc + r * c * kk];
                    }
                }
            }
            x = t;
        }
        (x, Some((d.clone(), nd4)))
    };
    let (mut x, shape) = data;
    if let Some((lo, hi)) = cls.int_range() {
        for e in &mut x {
            *e = if lo < 0.0 {
                (*e - lo) / (hi - lo)
            } else {
                *e / hi
            };
        }
    }
    Ok((x, shape))
}

/// The inverse of `color_rows`' reshaping.
fn color_result(rows: Vec<f64>, shape: ImageShape) -> Value {
    match shape {
        None => Value::from_f64s(Dims::rc(rows.len() / 3, 3), rows),
        Some((d, false)) => Value::from_f64s(d, rows),
        Some((d, true)) => {
            let s = d.as_slice();
            let (r, k) = (s[0] * s[1], s[3]);
            let mut t = vec![0.0; rows.len()];
            for kk in 0..k {
                for cc in 0..3 {
                    for i in 0..r {
                        t[i + r * cc + r * 3 * kk] = rows[i + r * kk + r * k * cc];
                    }
                }
            }
            Value::from_f64s(d, t)
        }
    }
}

/// `rgb2hsv` as Octave's rgb2hsv.m.
fn rgb2hsv(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (x, shape) = color_rows("rgb2hsv", "RGB", &args[0])?;
    let n = x.len() / 3;
    let mut out = vec![0.0; 3 * n];
    for i in 0..n {
        let (r, g, b) = (x[i], x[i + n], x[i + 2 * n]);
        let s = r.min(g).min(b);
        let v = r.max(g).max(b);
        let notgray = s != v;
        let mut h = 0.0;
        if notgray {
            // The later tests win, as the m-file's assignments do.
            if v == b {
                h = 2.0 / 3.0 + 1.0 / 6.0 * (r - g) / (v - s);
            }
            if v == g {
                h = 1.0 / 3.0 + 1.0 / 6.0 * (b - r) / (v - s);
            }
            if v == r {
                h = 1.0 / 6.0 * (g - b) / (v - s);
            }
        }
        if h < 0.0 {
            h += 1.0;
        }
        out[i] = h;
        out[i + n] = if notgray { 1.0 - s / v } else { 0.0 };
        out[i + 2 * n] = v;
    }
    Ok(vec![color_result(out, shape)])
}

/// `hsv2rgb` as Octave's hsv2rgb.m.
fn hsv2rgb(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (x, shape) = color_rows("hsv2rgb", "HSV", &args[0])?;
    let n = x.len() / 3;
    let mut out = vec![0.0; 3 * n];
    for i in 0..n {
        let (h, s, v) = (x[i], x[i + n], x[i + 2 * n]);
        let base = v * (1.0 - s);
        let f = s * v;
        for (k, shift) in [2.0 / 3.0, 0.0, 1.0 / 3.0].into_iter().enumerate() {
            let hue = (h - shift).rem_euclid(1.0);
            let hue = if hue == 1.0 { 0.0 } else { hue };
            let w = 6.0 * if hue < 1.0 / 6.0 { 1.0 } else { 0.0 } * hue
                + if (1.0 / 6.0..0.5).contains(&hue) {
                    1.0
                } else {
                    0.0
                }
                + if (0.5..2.0 / 3.0).contains(&hue) {
                    1.0
                } else {
                    0.0
                } * (4.0 - 6.0 * hue);
            out[i + n * k] = base + f * w;
        }
    }
    Ok(vec![color_result(out, shape)])
}
