//! The builtin function registry: per-module tables merged into one lookup.
//!
//! Each module has `pub(crate) const TABLE: &[(&str, BuiltinFn)]`; adding a
//! module means one `mod` line and one entry in `TABLES`.
//! Builtins that must call back into user code (`feval`, `cellfun`,
//! `arrayfun`, `eval`, ...) are implemented by the interpreter, not here;
//! so are `input` (it evaluates the answer) and `close` (an intrinsic that
//! calls `graphics::close`).
//!
//! Some families: `files` (the open-file table in `Ctx`, `fopen`, `fread`,
//! ..., `genpath`), `matfile` (the formats of `save`/`load`: Level-5 MAT,
//! Octave's text format, numeric text), `dlmread`, `textdata`
//! (`dlmwrite`, `csvwrite`, `readmatrix`, `writematrix`, `sscanf`,
//! `fscanf`), `textscan`, `tables` (MATLAB's `table`), `pattern` (the
//! regular expressions of `regexp`, by `regex` and `fancy-regex`),
//! `environ` (environment variables and `system`), `interp` (piecewise
//! polynomials: `mkpp`, `ppval`, `spline`, `pchip`, `interp1`, `interp2`),
//! `args` (the argument views and results every family shares), `linalg` (dense
//! factorizations in the operation order of LAPACK's unblocked routines;
//! `linalg/symeig.rs` is `dsyev` for `eig` of a real symmetric matrix,
//! rounded as Octave's OpenBLAS by `linalg/openblas.rs`), `graphics` and
//! `handles` (the figure builtins and `get`/`set`), `dialogs` (what Octave
//! does without a display), `sparse` (which builtins take sparse arguments
//! as they are; `Builtin::call` hands every other one full arrays),
//! `order` (stable radix orders of doubles for `sort` and `unique`),
//! `linalg/hqr.rs` and `linalg/schur.rs` (Hessenberg, balancing and Schur
//! forms in LAPACK's operation order; `hess`, `schur`, `sqrtm`, ...),
//! `linalg/qz.rs` (the generalized eigenproblem by faer's QZ: `qz`,
//! `eig (A, B)`, `ordqz`, `ordschur`) and `linalg/reorder.rs` (swapping
//! diagonal blocks of Schur forms),
//! `specfun` (Bessel functions by the `complex-bessel` crate, incomplete
//! gamma and beta, `expint`, Faddeeva-based `erfcx`/`erfi`/`dawson`,
//! `ellipj`), `fourier` (`fft` and kin), `ndsignal` (`fftn`, `convn`),
//! `convolve` (the vectorized loop of `conv`).

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::Value;

pub mod accumarray;
pub mod archive;
pub mod args;
pub mod assert;
pub mod base64;
pub mod blkmm;
pub mod calculus;
pub mod calendar;
pub mod choose;
pub mod classes;
pub mod cleanup;
pub mod colormap_tables;
pub mod colormaps;
pub mod construct;
pub mod contours;
pub mod convolve;
pub mod coords;
pub mod core;
pub mod cslist;
pub mod delaunay;
pub mod diag;
pub mod dialogs;
pub mod digest;
pub mod dlmread;
pub mod dmperm;
pub mod eigs;
pub mod elfun;
pub mod encoding;
pub mod environ;
pub mod errnos;
pub mod etree;
pub mod filenames;
pub mod files;
pub mod fourier;
pub mod graphics;
pub mod gzip;
pub mod handles;
pub mod hexfloat;
pub mod hull;
pub mod imagefile;
pub mod interp;
pub mod json;
pub mod language;
pub mod linalg;
pub mod lookup;
pub mod machine;
pub mod maps;
pub mod matfile;
pub mod matrices;
pub mod ndsignal;
pub mod numtheory;
pub mod order;
pub mod orderings;
pub mod orthog;
pub mod pattern;
pub mod poly;
pub mod prefs;
pub mod radix;
pub mod rat;
pub mod reduce;
pub mod resources;
pub mod rng;
pub mod search;
pub mod sets;
pub mod signal;
pub mod slices;
pub mod sparse;
pub mod specfun;
pub mod special;
pub mod stats;
pub mod streams;
pub mod strfun;
pub mod structs;
pub mod structured;
pub mod tables;
pub mod text;
pub mod textdata;
pub mod textscan;
pub mod time;
pub mod triangles;
pub mod usage;
pub mod validate;
pub mod valueinfo;

/// A builtin: context, arguments, number of requested outputs (0 for a
/// statement call; builtins still return their first output then).
pub type BuiltinFn = fn(&mut Ctx, &[Value], usize) -> Result<Vec<Value>, MatError>;

const TABLES: &[&[(&str, BuiltinFn)]] = &[
    core::TABLE,
    matfile::TABLE,
    colormaps::TABLE,
    elfun::TABLE,
    reduce::TABLE,
    text::TABLE,
    diag::TABLE,
    construct::TABLE,
    coords::TABLE,
    search::TABLE,
    linalg::TABLE,
    eigs::TABLE,
    strfun::TABLE,
    assert::TABLE,
    interp::TABLE,
    classes::TABLE,
    structs::TABLE,
    files::TABLE,
    dlmread::TABLE,
    time::TABLE,
    textdata::TABLE,
    textscan::TABLE,
    matrices::TABLE,
    environ::TABLE,
    sets::TABLE,
    signal::TABLE,
    stats::TABLE,
    radix::TABLE,
    rat::TABLE,
    cslist::TABLE,
    poly::TABLE,
    special::TABLE,
    specfun::bessel::TABLE,
    specfun::incomplete::TABLE,
    specfun::faddeeva::TABLE,
    specfun::elliptic::TABLE,
    specfun::expint::TABLE,
    graphics::TABLE,
    handles::TABLE,
    dialogs::TABLE,
    maps::TABLE,
    tables::TABLE,
    cleanup::TABLE,
    sparse::TABLE,
    base64::TABLE,
    hexfloat::TABLE,
    ndsignal::TABLE,
    choose::TABLE,
    language::TABLE,
    machine::TABLE,
    calculus::TABLE,
    fourier::TABLE,
    numtheory::TABLE,
    validate::TABLE,
    prefs::TABLE,
    calendar::TABLE,
    filenames::TABLE,
    valueinfo::TABLE,
    lookup::TABLE,
    json::TABLE,
    encoding::TABLE,
    orthog::TABLE,
    slices::TABLE,
    resources::TABLE,
    errnos::TABLE,
    blkmm::TABLE,
    gzip::TABLE,
    archive::TABLE,
    digest::TABLE,
    streams::TABLE,
    hull::TABLE,
    imagefile::TABLE,
    contours::TABLE,
    delaunay::TABLE,
    triangles::TABLE,
    dmperm::TABLE,
    etree::TABLE,
    orderings::TABLE,
];

/// A builtin with the arity its declaration gives it (`decls`): calls that
/// break the arity fail before the implementation runs, so implementations
/// do not count their arguments again.
#[derive(Clone, Copy)]
pub struct Builtin {
    pub name: &'static str,
    run: BuiltinFn,
    arity: decls::Arity,
}

impl Builtin {
    /// Runs the builtin after checking the call against its arity and
    /// `--sandbox` (`sandbox::admit`). The only way to run a runtime
    /// builtin: its function is private to this module.
    pub fn call(
        &self,
        ctx: &mut Ctx,
        args: &[Value],
        nargout: usize,
    ) -> Result<Vec<Value>, MatError> {
        check_arity(self.name, self.arity, args.len(), nargout)?;
        crate::sandbox::admit(ctx, self.name, args)?;
        crate::alloc::room_for_result_of(args)?;
        if crate::value::sparse::any_sparse(args) {
            return sparse::call_with_sparse(self.name, self.run, ctx, args, nargout);
        }
        if crate::value::diagmat::any_structured(args) {
            return structured::call(self.name, self.run, ctx, args, nargout);
        }
        (self.run)(ctx, args, nargout)
    }
}

impl std::fmt::Debug for Builtin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "builtin {}", self.name)
    }
}

/// A call of a legacy name (`isstr`, `flipdim`): its function's, after
/// the warning its m-file gives once a run.
pub(crate) fn legacy(
    ctx: &mut Ctx,
    old: &'static str,
    new: &str,
    args: &[Value],
    nargout: usize,
) -> Result<Vec<Value>, MatError> {
    let msg = format!("{old} is obsolete; please use {new} instead");
    ctx.warn_once(old, "Octave:legacy-function", &msg);
    call(ctx, new, args, nargout)
}

/// Octave's error for a call of `name` that breaks `arity`.
pub fn check_arity(
    name: &str,
    arity: decls::Arity,
    nargin: usize,
    nargout: usize,
) -> Result<(), MatError> {
    use decls::ArityError;
    arity.check(nargin, nargout).map_err(|e| match e {
        ArityError::InvalidCall => MatError::invalid_call(name),
        ArityError::TooManyInputs => MatError::new(
            "Octave:invalid-fun-call",
            format!("{name}: function called with too many inputs"),
        ),
        ArityError::TooManyOutputs => MatError::new(
            "Octave:invalid-fun-call",
            format!("{name}: function called with too many outputs"),
        ),
    })
}

fn registry() -> &'static HashMap<&'static str, Builtin> {
    static REG: OnceLock<HashMap<&'static str, Builtin>> = OnceLock::new();
    REG.get_or_init(|| {
        // Sized once: growing it rehashed the names at every doubling.
        let mut m = HashMap::with_capacity(TABLES.iter().map(|t| t.len()).sum());
        for t in TABLES {
            for &(name, run) in t.iter() {
                let arity = decls::arity(name);
                m.insert(name, Builtin { name, run, arity });
            }
        }
        m
    })
}

/// The builtin called `name`, if any.
pub fn lookup(name: &str) -> Option<Builtin> {
    registry().get(name).copied()
}

/// Whether `name` is a builtin (for name resolution).
pub fn is_builtin(name: &str) -> bool {
    registry().contains_key(name)
}

/// All builtin names (sorted), e.g. for `exist` or diagnostics.
pub fn names() -> Vec<&'static str> {
    let mut v: Vec<_> = registry().keys().copied().collect();
    v.sort_unstable();
    v
}

/// Calls builtin `name`; `Err` with Octave's undefined message if absent.
pub fn call(
    ctx: &mut Ctx,
    name: &str,
    args: &[Value],
    nargout: usize,
) -> Result<Vec<Value>, MatError> {
    match lookup(name) {
        Some(b) => b.call(ctx, args, nargout),
        None => Err(MatError::undefined(name)),
    }
}
