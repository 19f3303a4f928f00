//! Colormap functions (`gray`, `cool`, `flag`, ...): `n` colors as an
//! n-by-3 matrix by Octave's formulas; `n` defaults to the current figure's
//! colormap length (64 without a figure).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub const TABLE: &[(&str, BuiltinFn)] = &[
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
