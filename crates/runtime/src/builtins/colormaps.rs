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
    ("jet", jet),
    ("hot", hot),
    ("hsv", hsv),
    ("bone", bone),
    ("pink", pink),
    ("ocean", ocean),
    ("rainbow", rainbow),
    ("cubehelix", cubehelix),
    ("colorcube", colorcube),
    ("lines", lines),
    ("viridis", viridis),
    ("turbo", turbo),
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

/// MATLAB's jet: blue, cyan, yellow, red, each ramp `ceil(n/4)` colors
/// long, the green ramp centred.
fn jet_rows(n: usize) -> Vec<[f64; 3]> {
    let m = n.div_ceil(4) as i64;
    // One ramp up, a plateau, one ramp down: 3m - 1 values.
    let u: Vec<f64> = (1..=m)
        .map(|i| i as f64 / m as f64)
        .chain((1..m).map(|_| 1.0))
        .chain((1..=m).rev().map(|i| i as f64 / m as f64))
        .collect();
    // The green ramp starts just after row ceil(m/2), one row earlier when n = 4k + 1.
    let g0 = (m + 1) / 2 - i64::from(n % 4 == 1) + 1;
    let mut rows = vec![[0.0; 3]; n];
    for (k, &v) in u.iter().enumerate() {
        let g = g0 + k as i64; // 1-based row of the green ramp
        for (c, row) in [(0, g + m), (1, g), (2, g - m)] {
            if (1..=n as i64).contains(&row) {
                rows[row as usize - 1][c] = v;
            }
        }
    }
    rows
}

fn jet(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "jet", args)?;
    Ok(vec![matrix(jet_rows(n))])
}

/// Black, red, yellow, white: red over the first 3/8, green the next 3/8, blue the rest.
fn hot_rows(n: usize) -> Vec<[f64; 3]> {
    let k = 3 * n / 8;
    let rest = n - 2 * k;
    (0..n)
        .map(|i| {
            let ramp = |start: usize, len: usize| {
                if i < start {
                    0.0
                } else if i >= start + len {
                    1.0
                } else {
                    (i - start + 1) as f64 / len as f64
                }
            };
            [ramp(0, k), ramp(k, k), ramp(2 * k, rest)]
        })
        .collect()
}

fn gray_rows(n: usize) -> Vec<f64> {
    (0..n)
        .map(|i| {
            if n == 1 {
                0.0
            } else {
                i as f64 / (n - 1) as f64
            }
        })
        .collect()
}

fn hot(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "hot", args)?;
    Ok(vec![matrix(hot_rows(n))])
}

fn hsv(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "hsv", args)?;
    let rows = (0..n).map(|i| hsv_color(i as f64 / n as f64, 1.0, 1.0));
    Ok(vec![matrix(rows.collect())])
}

/// MATLAB's bone: gray with a blue tint, `(7 gray + hot with its channels reversed) / 8`.
fn bone(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "bone", args)?;
    let rows = hot_rows(n).into_iter().zip(gray_rows(n)).map(|(h, g)| {
        [
            (7.0 * g + h[2]) / 8.0,
            (7.0 * g + h[1]) / 8.0,
            (7.0 * g + h[0]) / 8.0,
        ]
    });
    Ok(vec![matrix(rows.collect())])
}

/// MATLAB's pink: `sqrt((2 gray + hot) / 3)`, sepia tones.
fn pink(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "pink", args)?;
    let rows = hot_rows(n)
        .into_iter()
        .zip(gray_rows(n))
        .map(|(h, g)| h.map(|c| ((2.0 * g + c) / 3.0).sqrt()));
    Ok(vec![matrix(rows.collect())])
}

/// Octave's ocean: blue rises over all n colors, green over the last 2/3, red over the last 1/3.
fn ocean(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "ocean", args)?;
    if n <= 1 {
        return Ok(vec![matrix(vec![[0.0; 3]; n])]);
    }
    let top = (n - 1) as f64;
    let cut = n / 3;
    // The last `steps + 1` colors rise by `top / steps` each, the others are 0.
    let rise = |i: usize, steps: usize| {
        if steps == 0 || i + steps < n - 1 {
            0.0
        } else {
            (i + steps + 1 - n) as f64 * (top / steps as f64) / top
        }
    };
    let rows = (0..n).map(|i| [rise(i, cut), rise(i, 2 * cut), i as f64 / top]);
    Ok(vec![matrix(rows.collect())])
}

/// Octave's rainbow: red, yellow, green, blue, violet, piecewise linear in x = 0..1.
fn rainbow(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "rainbow", args)?;
    if n == 1 {
        return Ok(vec![matrix(vec![[1.0, 0.0, 0.0]])]);
    }
    let rows = gray_rows(n).into_iter().map(|x| {
        let (a, b, c) = (x < 2.0 / 5.0, x < 3.0 / 5.0, x < 4.0 / 5.0);
        let r = if a {
            1.0
        } else if b {
            -5.0 * x + 3.0
        } else if c {
            0.0
        } else {
            10.0 / 3.0 * x - 8.0 / 3.0
        };
        let g = if a {
            5.0 / 2.0 * x
        } else if b {
            1.0
        } else if c {
            -5.0 * x + 4.0
        } else {
            0.0
        };
        let bl = if b {
            0.0
        } else if c {
            5.0 * x - 3.0
        } else {
            1.0
        };
        [r, g, bl]
    });
    Ok(vec![matrix(rows.collect())])
}

/// Green's cubehelix (Bull. Astr. Soc. India 39, 2011): a helix through the
/// color cube around the gray diagonal; `cubehelix(n, start, rots, hue, gamma)`.
fn cubehelix(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "cubehelix", &args[..args.len().min(1)])?;
    let param = |k: usize, d: f64| -> Result<f64, MatError> {
        match args.get(k) {
            None => Ok(d),
            Some(v) => v
                .scalar_f64()
                .ok_or_else(|| MatError::msg("cubehelix: parameters must be scalars")),
        }
    };
    let (start, rots, hue, gamma) = (
        param(1, 0.5)?,
        param(2, -1.5)?,
        param(3, 1.0)?,
        param(4, 1.0)?,
    );
    if n == 1 {
        return Ok(vec![matrix(vec![[0.0; 3]])]);
    }
    // The published projection of the helix onto red, green and blue.
    const COS: [f64; 3] = [-0.14861, -0.29227, 1.97294];
    const SIN: [f64; 3] = [1.78277, -0.90649, 0.0];
    let rows = gray_rows(n).into_iter().map(|f| {
        let angle = 2.0 * std::f64::consts::PI * (start / 3.0 + 1.0 + rots * f);
        let l = f.powf(gamma);
        let amp = hue * l * (1.0 - l) / 2.0;
        let (c, s) = (angle.cos(), angle.sin());
        [0, 1, 2].map(|k| (l + amp * (c * COS[k] + s * SIN[k])).clamp(0.0, 1.0))
    });
    Ok(vec![matrix(rows.collect())])
}

/// Octave's colorcube: the non-gray colors of a regular cube, then ramps of
/// pure red, green and blue, black, and a gray ramp, n colors in all.
fn colorcube(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "colorcube", args)?;
    if n < 9 {
        return Ok(vec![matrix(
            gray_rows(n).into_iter().map(|g| [g; 3]).collect(),
        )]);
    }
    let side = cube_root_floor(n);
    let (rg, bl) = (
        gray_rows(side),
        gray_rows(if side * side * side == n {
            side - 1
        } else {
            side
        }),
    );
    let mut rows = Vec::new();
    // Blue slowest, then red, then green, as meshgrid's columns run.
    for &b in &bl {
        for &r in &rg {
            for &g in &rg {
                let c = [r, g, b];
                let gray = r == g && r == b;
                let zeros = c.iter().filter(|&&x| x == 0.0).count();
                if !gray && zeros != 2 {
                    rows.push(c);
                }
            }
        }
    }
    let reserve = n - rows.len() - 1;
    let csteps = reserve / 4;
    let gsteps = reserve - 3 * csteps;
    for k in 0..3 {
        for i in 1..=csteps {
            let mut c = [0.0; 3];
            c[k] = colon_step(i, csteps);
            rows.push(c);
        }
    }
    rows.push([0.0; 3]);
    rows.extend((1..=gsteps).map(|i| [colon_step(i, gsteps); 3]));
    Ok(vec![matrix(rows)])
}

/// Element `i` of Octave's `(1/k : 1/k : 1)`.
fn colon_step(i: usize, k: usize) -> f64 {
    let d = 1.0 / k as f64;
    d + (i - 1) as f64 * d
}

/// The largest k with k^3 <= n.
fn cube_root_floor(n: usize) -> usize {
    let mut k = (n as f64).cbrt().round() as usize;
    while k * k * k > n {
        k -= 1;
    }
    while (k + 1) * (k + 1) * (k + 1) <= n {
        k += 1;
    }
    k
}

/// The current axes' color order, repeated to n colors (`[0 0 1]` alone when n is 1).
fn lines(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "lines", args)?;
    if n == 1 {
        return Ok(vec![matrix(vec![[0.0, 0.0, 1.0]])]);
    }
    let axes = ctx
        .figures
        .current
        .and_then(|f| ctx.figures.figs.get(&f))
        .and_then(|f| f.current_axes.map(|i| f.axes[i].handle));
    let order = match axes {
        Some(h) => super::handles::get_prop(ctx, h, "axes", "colororder")?,
        None => crate::graphics::props::default("axes", "colororder").unwrap_or_else(Value::empty),
    };
    let c = order.to_f64_vec()?;
    let k = c.len() / 3;
    if k == 0 {
        return Ok(vec![matrix(vec![])]);
    }
    Ok(vec![matrix(
        (0..n)
            .map(|i| [c[i % k], c[i % k + k], c[i % k + 2 * k]])
            .collect(),
    )])
}

/// `n` colors linearly interpolated from a table at evenly spaced points.
fn sampled(n: usize, table: &[[f64; 3]]) -> Vec<[f64; 3]> {
    let p = table.len();
    (0..n)
        .map(|i| {
            let x = if n == 1 || i == n - 1 {
                (p - 1) as f64
            } else {
                i as f64 * ((p - 1) as f64 / (n - 1) as f64)
            };
            let j = (x.floor() as usize).min(p - 2);
            let s = x - j as f64;
            [0, 1, 2].map(|k| table[j][k] + s * (table[j + 1][k] - table[j][k]))
        })
        .collect()
}

fn viridis(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "viridis", args)?;
    Ok(vec![matrix(sampled(n, &super::colormap_tables::VIRIDIS))])
}

fn turbo(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count(ctx, "turbo", args)?;
    Ok(vec![matrix(sampled(n, &super::colormap_tables::TURBO))])
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
        let c = hsv_color(x[i], x[i + n], x[i + 2 * n]);
        for (k, v) in c.into_iter().enumerate() {
            out[i + n * k] = v;
        }
    }
    Ok(vec![color_result(out, shape)])
}

/// One color of `hsv2rgb`.
fn hsv_color(h: f64, s: f64, v: f64) -> [f64; 3] {
    let base = v * (1.0 - s);
    let f = s * v;
    let step = |on: bool| if on { 1.0 } else { 0.0 };
    let mut out = [0.0; 3];
    for (k, shift) in [2.0 / 3.0, 0.0, 1.0 / 3.0].into_iter().enumerate() {
        let hue = (h - shift).rem_euclid(1.0);
        let hue = if hue == 1.0 { 0.0 } else { hue };
        let w = 6.0 * step(hue < 1.0 / 6.0) * hue
            + step((1.0 / 6.0..0.5).contains(&hue))
            + step((0.5..2.0 / 3.0).contains(&hue)) * (4.0 - 6.0 * hue);
        out[k] = base + f * w;
    }
    out
}
