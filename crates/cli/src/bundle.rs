//! `matc build FILE.m -o EXE`: a standalone executable.
//!
//! The executable is a copy of this `matc` binary with the program
//! appended after its image (found at start through a trailer at the end
//! of the file): the `.m` sources the program loaded, and every other `.m`
//! of the entry's folder (for names called only at run time, `feval`),
//! and, per *variant* of the entry's arguments, a shared object the system
//! C compiler made from the C (`cgen`, hosted mode) of every function
//! instance the C path accepts, with the list of those instances. At
//! start `main` finds the payload and runs the program as `matc run FILE.m
//! ARGS...` does, its sources read from the payload (`mir::Loader::overlay`):
//! a call of a user function whose arguments fit a compiled instance's
//! facts (`exec::interp::verify_types::fits`: class, shape and its symbolic
//! extents, range, nargin, nargout) runs the compiled code (`exec::aot`);
//! every other call runs in the engine.
//!
//! Why a copy of the engine beside the C, and not C alone: every program
//! `matc run` runs must build, also those that use what C refuses (cells,
//! `eval`, handles...), and the executable must take whatever its command
//! line holds (a string where a number was compiled for) as `matc run`
//! does. Why variants: the arguments are not known when building. The
//! entry is analysed with each parameter a positive whole number (sizes
//! and counts: the benchmarks' `scale`), a real double (any number on the
//! command line), and with no arguments; the `%#` annotations or the
//! command line's specs, when given, are the one variant. Why analyse
//! again at start: the facts a call is checked against are the analysis's
//! own; rather than serialize them, the executable re-runs the analysis of
//! each variant (deterministic) and matches the instances by function,
//! file, context and a fingerprint of their parameters' facts. A mismatch
//! leaves the function to the engine; code compiled for other facts never
//! runs.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use analysis::types::{Sym, TypeFacts};
use mir::ir::{FuncId, Program};
use runtime::error::StackFrame;
use runtime::{Dims, MatError, Tensor, Value};

use crate::cmd_build::{self, BuildArgs};
use crate::config::config;

const MAGIC: &[u8; 8] = b"MATCBNDL";
const VERSION: u32 = 1;

/// What a built executable carries.
struct Payload {
    entry: PathBuf,
    files: Vec<(PathBuf, Vec<u8>)>,
    variants: Vec<Variant>,
}

/// One analysis of the entry and the code compiled from it.
struct Variant {
    /// The entry's specs (`cmd_build::spec_lines`).
    specs: Vec<String>,
    /// The shared object (empty when nothing compiled).
    so: Vec<u8>,
    fns: Vec<FnRec>,
}

/// A compiled instance: `mtx_<c_name>` in the variant's object.
struct FnRec {
    c_name: String,
    func: String,
    file: String,
    context: u32,
    fingerprint: String,
    nouts: u32,
}

// ------------------------------------------------------------ payload

fn put(out: &mut Vec<u8>, b: &[u8]) {
    out.extend_from_slice(&(b.len() as u64).to_le_bytes());
    out.extend_from_slice(b);
}
fn put_u32(out: &mut Vec<u8>, n: u32) {
    out.extend_from_slice(&n.to_le_bytes());
}

struct Reader<'a>(&'a [u8]);
impl Reader<'_> {
    fn u32(&mut self) -> Option<u32> {
        let (a, b) = self.0.split_at_checked(4)?;
        self.0 = b;
        Some(u32::from_le_bytes(a.try_into().ok()?))
    }
    fn bytes(&mut self) -> Option<Vec<u8>> {
        let (a, b) = self.0.split_at_checked(8)?;
        let n = u64::from_le_bytes(a.try_into().ok()?) as usize;
        let (x, rest) = b.split_at_checked(n)?;
        self.0 = rest;
        Some(x.to_vec())
    }
    fn string(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?).ok()
    }
}

fn path_bytes(p: &Path) -> Vec<u8> {
    p.to_string_lossy().into_owned().into_bytes()
}

impl Payload {
    fn encode(&self) -> Vec<u8> {
        let mut o = Vec::new();
        put_u32(&mut o, VERSION);
        put(&mut o, &path_bytes(&self.entry));
        put_u32(&mut o, self.files.len() as u32);
        for (p, t) in &self.files {
            put(&mut o, &path_bytes(p));
            put(&mut o, t);
        }
        put_u32(&mut o, self.variants.len() as u32);
        for v in &self.variants {
            put_u32(&mut o, v.specs.len() as u32);
            for s in &v.specs {
                put(&mut o, s.as_bytes());
            }
            put(&mut o, &v.so);
            put_u32(&mut o, v.fns.len() as u32);
            for f in &v.fns {
                put(&mut o, f.c_name.as_bytes());
                put(&mut o, f.func.as_bytes());
                put(&mut o, f.file.as_bytes());
                put_u32(&mut o, f.context);
                put(&mut o, f.fingerprint.as_bytes());
                put_u32(&mut o, f.nouts);
            }
        }
        o
    }

    fn decode(b: &[u8]) -> Option<Payload> {
        let mut r = Reader(b);
        if r.u32()? != VERSION {
            return None;
        }
        let entry = PathBuf::from(r.string()?);
        let mut files = Vec::new();
        for _ in 0..r.u32()? {
            files.push((PathBuf::from(r.string()?), r.bytes()?));
        }
        let mut variants = Vec::new();
        for _ in 0..r.u32()? {
            let mut specs = Vec::new();
            for _ in 0..r.u32()? {
                specs.push(r.string()?);
            }
            let so = r.bytes()?;
            let mut fns = Vec::new();
            for _ in 0..r.u32()? {
                fns.push(FnRec {
                    c_name: r.string()?,
                    func: r.string()?,
                    file: r.string()?,
                    context: r.u32()?,
                    fingerprint: r.string()?,
                    nouts: r.u32()?,
                });
            }
            variants.push(Variant { specs, so, fns });
        }
        Some(Payload {
            entry,
            files,
            variants,
        })
    }
}

/// The payload this executable carries, if it is a built program.
fn payload_of_self() -> Option<Payload> {
    let exe = std::env::current_exe().ok()?;
    let mut f = std::fs::File::open(exe).ok()?;
    let len = f.seek(SeekFrom::End(0)).ok()?;
    if len < 16 {
        return None;
    }
    f.seek(SeekFrom::End(-16)).ok()?;
    let mut tail = [0u8; 16];
    f.read_exact(&mut tail).ok()?;
    if &tail[8..] != MAGIC {
        return None;
    }
    let n = u64::from_le_bytes(tail[..8].try_into().ok()?);
    if n > len - 16 {
        return None;
    }
    f.seek(SeekFrom::End(-16 - n as i64)).ok()?;
    let mut b = vec![0u8; n as usize];
    f.read_exact(&mut b).ok()?;
    Payload::decode(&b)
}

/// This executable without a payload (what a build copies).
fn engine_image() -> Result<Vec<u8>, String> {
    let exe =
        std::env::current_exe().map_err(|e| format!("matc build: cannot find matc itself: {e}"))?;
    let b = std::fs::read(&exe).map_err(|e| format!("matc build: {}: {e}", exe.display()))?;
    if b.len() >= 16 && &b[b.len() - 8..] == MAGIC {
        let n = u64::from_le_bytes(b[b.len() - 16..b.len() - 8].try_into().unwrap_or_default());
        let keep = b.len().saturating_sub(16 + n as usize);
        return Ok(b[..keep].to_vec());
    }
    Ok(b)
}

// ------------------------------------------------------------ building

/// The entry's argument variants (spec lines each).
fn variants(a: &BuildArgs, prog: &Program) -> Vec<Vec<String>> {
    let given = cmd_build::spec_lines(a);
    if !given.is_empty() || cmd_build::has_annotations(prog) {
        return vec![given];
    }
    let Some(entry) = prog.entry else {
        return vec![Vec::new()];
    };
    let f = prog.func(entry);
    if f.kind == mir::ir::FunctionKind::Script || f.param_names.is_empty() {
        return vec![Vec::new()];
    }
    let mut whole = Vec::new();
    for p in &f.param_names {
        whole.push(format!("class {p}=whole double"));
        whole.push(format!("range {p}=[1 Inf]"));
    }
    vec![whole, Vec::new(), vec!["nargin 0".to_string()]]
}

/// A compiled instance's parameters as the analysis sees them: the same
/// string at build and at start, or the instance is not used.
fn fingerprint(prog: &Program, facts: &TypeFacts, key: cgen::Key) -> String {
    let f = prog.func(key.func);
    let Some(c) = facts.contexts(key.func).get(key.context) else {
        return String::new();
    };
    let mut s = format!("{:?}/{:?};", c.context.nargin, c.context.nargout);
    for &p in &f.block(f.entry).params {
        s.push_str(&format!("{:?};", c.types.value(p)));
    }
    s
}

fn find_cc(a: &BuildArgs) -> Result<String, String> {
    let cc =
        a.cc.clone()
            .or_else(|| std::env::var("CC").ok().filter(|s| !s.is_empty()))
            .unwrap_or_else(|| "cc".into());
    match std::process::Command::new(&cc).arg("--version").output() {
        Ok(_) => Ok(cc),
        Err(_) => Err(format!(
            "matc build: no C compiler: '{cc}' was not found. The functions compiled ahead \
             of time need a C99 compiler that makes shared objects (gcc or clang, with the \
             system linker ld); install one, or name it with --cc or $CC"
        )),
    }
}

fn temp_dir() -> PathBuf {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    std::env::temp_dir().join(format!("matc-build-{}-{t}", std::process::id()))
}

/// Compiles `c` into a shared object.
fn compile_so(cc: &str, dir: &Path, base: &str, c: &str, h: &str) -> Result<Vec<u8>, String> {
    let w = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text)
            .map_err(|e| format!("matc build: {}: {e}", dir.display()))
    };
    w(&format!("{base}.c"), c)?;
    w(&format!("{base}.h"), h)?;
    w("matc_rt.h", cgen::RUNTIME)?;
    let so = dir.join(format!("{base}.so"));
    let out = std::process::Command::new(cc)
        .args(["-std=c99", "-O2", "-fPIC", "-shared", "-o"])
        .arg(&so)
        .arg(dir.join(format!("{base}.c")))
        .arg("-lm")
        .output()
        .map_err(|e| format!("matc build: {cc}: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let hint =
            if err.contains("ld") && (err.contains("not found") || err.contains("cannot find")) {
                "\n(the C compiler needs the system linker, ld, to make a shared object)"
            } else {
                ""
            };
        return Err(format!(
            "matc build: {cc} failed on the generated C:\n{err}{hint}"
        ));
    }
    std::fs::read(&so).map_err(|e| format!("matc build: {}: {e}", so.display()))
}

/// The program's sources and the entry folder's other `.m` files.
fn sources(prog: &Program, entry: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    for f in &prog.files {
        if f.path.as_os_str().is_empty() || f.path.to_string_lossy().starts_with('<') {
            continue;
        }
        let bytes = std::fs::read(&f.path).unwrap_or_else(|_| f.text.clone().into_bytes());
        files.push((f.path.clone(), bytes));
    }
    let dir = entry.parent().map(Path::to_path_buf).unwrap_or_default();
    let shown = if dir.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        dir
    };
    if let Ok(rd) = std::fs::read_dir(&shown) {
        let mut extra: Vec<PathBuf> = rd
            .flatten()
            .map(|e| shown.join(e.file_name()))
            .filter(|p| p.extension().is_some_and(|x| x == "m") && p.is_file())
            .filter(|p| !files.iter().any(|(q, _)| q == p))
            .collect();
        extra.sort();
        for p in extra {
            if let Ok(b) = std::fs::read(&p) {
                files.push((p, b));
            }
        }
    }
    files
}

pub fn build(a: &BuildArgs) -> Result<(), String> {
    if !cfg!(unix) {
        return Err("matc build: executables are built on Unix-like systems only".into());
    }
    let prog = cmd_build::load(&a.file)?;
    let entry = prog.entry.ok_or("matc build: no entry function")?;
    let mut out_variants = Vec::new();
    let mut cc: Option<String> = None;
    let dir = temp_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("matc build: {}: {e}", dir.display()))?;
    let result = (|| -> Result<(), String> {
        for (i, specs) in variants(a, &prog).into_iter().enumerate() {
            let args = cmd_build::entry_args_from(&specs, &prog)?;
            let facts = analysis::types::analyze_with_args(&prog, Some(&args));
            let Some(context) = facts.entry_context() else {
                continue;
            };
            let root = cgen::Key {
                func: entry,
                context,
            };
            let base = format!("v{i}");
            let opts = cgen::Options {
                gctd: matches!(a.gctd, cmd_build::Gctd::On),
                main: false,
                hosted: true,
                base: base.clone(),
                debug: config().cgen_debug,
            };
            let em = cgen::emit(&prog, &facts, &[root], &opts);
            if a.report {
                eprintln!(
                    "variant {i} ({}):",
                    if specs.is_empty() {
                        "real doubles".to_string()
                    } else {
                        specs.join(", ")
                    }
                );
                for c in &em.compiled {
                    eprintln!(
                        "  compiled: {} ({})",
                        prog.func(c.key.func).name,
                        c.key.context
                    );
                }
                for (_, r) in &em.refused {
                    eprintln!("  engine: {r}");
                }
            }
            if em.compiled.is_empty() {
                continue;
            }
            if cc.is_none() {
                cc = Some(find_cc(a)?);
            }
            let so = compile_so(cc.as_deref().unwrap_or("cc"), &dir, &base, &em.c, &em.h)?;
            let fns = em
                .compiled
                .iter()
                .map(|c| {
                    let f = prog.func(c.key.func);
                    FnRec {
                        c_name: c.c_name.clone(),
                        func: f.name.clone(),
                        file: prog.files[f.file.index()]
                            .path
                            .to_string_lossy()
                            .into_owned(),
                        context: c.key.context as u32,
                        fingerprint: fingerprint(&prog, &facts, c.key),
                        nouts: c.summary.outs.len() as u32,
                    }
                })
                .collect();
            out_variants.push(Variant { specs, so, fns });
        }
        Ok(())
    })();
    if !config().build_keep {
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        eprintln!("matc build: the C is in {}", dir.display());
    }
    result?;
    let payload = Payload {
        entry: a.file.clone(),
        files: sources(&prog, &a.file),
        variants: out_variants,
    }
    .encode();
    let mut image = engine_image()?;
    image.extend_from_slice(&payload);
    image.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    image.extend_from_slice(MAGIC);
    let _ = std::fs::remove_file(&a.out);
    let mut f = std::fs::File::create(&a.out)
        .map_err(|e| format!("matc build: {}: {e}", a.out.display()))?;
    f.write_all(&image)
        .map_err(|e| format!("matc build: {}: {e}", a.out.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&a.out, std::fs::Permissions::from_mode(0o755));
    }
    Ok(())
}

// ------------------------------------------------------------ running

/// Runs this executable's program when it carries one (else None: it is matc).
pub fn run_if_built() -> Option<i32> {
    let p = payload_of_self()?;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let overlay: HashMap<PathBuf, Vec<u8>> = p.files.into_iter().collect();
    let variants = Arc::new(p.variants);
    let opts = exec::Options {
        jit: exec::JitMode::Auto,
        overlay: Some(Arc::new(overlay)),
        aot: Some(exec::aot::AotFactory(Arc::new(move |prog: &Program| {
            Box::new(Native::load(prog, &variants)) as Box<dyn exec::aot::Aot>
        }))),
        no_types: config().no_types,
        dump_mir: config().dump_mir,
        jit_debug: config().jit_debug,
        ..exec::Options::default()
    };
    Some(exec::run(
        exec::Program::File {
            path: &p.entry,
            args: &args,
        },
        &opts,
    ))
}

/// `mt_xarg` of `matc_rt.h`.
#[repr(C)]
#[derive(Clone, Copy)]
struct XArg {
    kind: i32,
    nd: i32,
    dims: [i64; 8],
    p: *mut libc::c_void,
}

impl XArg {
    fn zero() -> XArg {
        XArg {
            kind: 0,
            nd: 0,
            dims: [0; 8],
            p: std::ptr::null_mut(),
        }
    }
}

/// `mt_host` of `matc_rt.h`.
#[repr(C)]
struct Host {
    write: extern "C" fn(*const libc::c_char, usize),
    msg: [libc::c_char; 4096],
    ident: [libc::c_char; 128],
    frames: [libc::c_char; 8192],
}

type Entry = unsafe extern "C" fn(*const XArg, *mut XArg, *mut Host) -> libc::c_int;
type Free = unsafe extern "C" fn(*mut libc::c_void);

thread_local! {
    /// What compiled code prints during a call.
    static PRINTED: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

extern "C" fn write_out(p: *const libc::c_char, n: usize) {
    if p.is_null() || n == 0 {
        return;
    }
    // SAFETY: the compiled code passes `n` readable bytes at `p`.
    let b = unsafe { std::slice::from_raw_parts(p as *const u8, n) };
    PRINTED.with(|o| o.borrow_mut().extend_from_slice(b));
}

struct Cand {
    facts: Rc<TypeFacts>,
    key: cgen::Key,
    entry: Entry,
    free: Free,
    nouts: usize,
}

/// The compiled functions, by function.
struct Native {
    cands: HashMap<FuncId, Vec<Cand>>,
    /// `MATC_AOT=trace`: calls run compiled and in the engine, told at exit
    /// (how the tests see that compiled code ran).
    trace: bool,
    compiled_calls: u64,
    /// Calls run in the engine, by function name.
    engine_calls: std::collections::BTreeMap<String, u64>,
}

impl Drop for Native {
    fn drop(&mut self) {
        if self.trace {
            let engine: Vec<String> = self
                .engine_calls
                .iter()
                .map(|(f, n)| format!(" {f} {n}"))
                .collect();
            eprintln!(
                "matc aot: {} calls compiled; in the engine:{}",
                self.compiled_calls,
                engine.concat()
            );
        }
    }
}

/// Loads a shared object from memory.
fn open_so(bytes: &[u8]) -> Option<*mut libc::c_void> {
    let dir = std::env::temp_dir();
    #[cfg(target_os = "linux")]
    {
        // SAFETY: memfd_create takes a NUL-terminated name; the fd is ours.
        let fd = unsafe { libc::memfd_create(c"matc-aot".as_ptr(), libc::MFD_CLOEXEC) };
        if fd >= 0 {
            use std::os::fd::FromRawFd;
            // SAFETY: fd is a fresh descriptor we own.
            let mut f = unsafe { std::fs::File::from_raw_fd(fd) };
            if f.write_all(bytes).is_ok() {
                let path = std::ffi::CString::new(format!("/proc/self/fd/{fd}")).ok()?;
                // SAFETY: dlopen of a file we wrote; RTLD_LOCAL keeps its symbols apart.
                let h = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
                if !h.is_null() {
                    // Kept open: the loader knows an object by its path, and a
                    // later variant's memfd must not reuse this one's number.
                    std::mem::forget(f);
                    return Some(h);
                }
            }
        }
    }
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let p = dir.join(format!("matc-aot-{}-{t}.so", std::process::id()));
    std::fs::write(&p, bytes).ok()?;
    let c = std::ffi::CString::new(p.to_string_lossy().into_owned()).ok()?;
    // SAFETY: as above.
    let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    let _ = std::fs::remove_file(&p);
    (!h.is_null()).then_some(h)
}

fn symbol(h: *mut libc::c_void, name: &str) -> Option<*mut libc::c_void> {
    let c = std::ffi::CString::new(name).ok()?;
    // SAFETY: h is a handle dlopen returned.
    let s = unsafe { libc::dlsym(h, c.as_ptr()) };
    (!s.is_null()).then_some(s)
}

impl Native {
    fn load(prog: &Program, variants: &[Variant]) -> Native {
        let mut cands: HashMap<FuncId, Vec<Cand>> = HashMap::new();
        let off = config().aot_off;
        for v in variants.iter().filter(|v| !off && !v.fns.is_empty()) {
            let Ok(args) = cmd_build::entry_args_from(&v.specs, prog) else {
                continue;
            };
            let facts = Rc::new(analysis::types::analyze_with_args(prog, Some(&args)));
            let mut found = Vec::new();
            for r in &v.fns {
                let fid = prog.functions.iter().position(|f| {
                    f.name == r.func && prog.files[f.file.index()].path.to_string_lossy() == r.file
                });
                let Some(fid) = fid.map(|i| FuncId(i as u32)) else {
                    continue;
                };
                let key = cgen::Key {
                    func: fid,
                    context: r.context as usize,
                };
                if fingerprint(prog, &facts, key) == r.fingerprint {
                    found.push((key, r));
                }
            }
            if found.is_empty() {
                continue;
            }
            let Some(h) = open_so(&v.so) else { continue };
            let Some(free) = symbol(h, "mtx_free") else {
                continue;
            };
            for (key, r) in found {
                let Some(s) = symbol(h, &format!("mtx_{}", r.c_name)) else {
                    continue;
                };
                // SAFETY: the symbols have these C types (cgen's hosted entries).
                let (entry, free) = unsafe {
                    (
                        std::mem::transmute::<*mut libc::c_void, Entry>(s),
                        std::mem::transmute::<*mut libc::c_void, Free>(free),
                    )
                };
                cands.entry(key.func).or_default().push(Cand {
                    facts: facts.clone(),
                    key,
                    entry,
                    free,
                    nouts: r.nouts as usize,
                });
            }
        }
        Native {
            cands,
            trace: config().aot_trace,
            compiled_calls: 0,
            engine_calls: Default::default(),
        }
    }

    fn engine_call(&mut self, prog: &Program, fid: FuncId) {
        if self.trace {
            *self
                .engine_calls
                .entry(prog.func(fid).name.clone())
                .or_default() += 1;
        }
    }

    /// Whether `c` was compiled for facts that describe this call.
    fn fits(prog: &Program, c: &Cand, args: &[Value], nargout: usize) -> bool {
        let f = prog.func(c.key.func);
        let Some(ctx) = c.facts.contexts(c.key.func).get(c.key.context) else {
            return false;
        };
        // A statement call of a function with outputs shows `ans`: the
        // compiled code of that context computes none. An unknown nargout
        // (the entry's context) is compiled as 0 (`cgen::requested_outputs`).
        if ctx.context.nargout.unwrap_or(0) != nargout as u32
            || (nargout == 0 && !f.output_names.is_empty())
        {
            return false;
        }
        if c.nouts < nargout {
            return false;
        }
        if ctx.context.nargin.is_some_and(|n| n as usize != args.len()) {
            return false;
        }
        let params = &f.block(f.entry).params;
        if args.len() > params.len() {
            return false;
        }
        let index = |v: mir::ir::ValueId| params.iter().position(|&p| p == v);
        let extent = |s: Sym| -> Option<u64> {
            match s {
                Sym::Val(v) => match args.get(index(v)?)?.scalar_f64()? {
                    x if x >= 0.0 && x == x.trunc() => Some(x as u64),
                    _ => None,
                },
                Sym::Ext(v, k) => {
                    let d = args.get(index(v)?)?.dims();
                    Some(d.as_slice().get(k as usize).copied().unwrap_or(1) as u64)
                }
            }
        };
        params.iter().enumerate().all(|(j, &p)| {
            let fact = ctx.types.value(p);
            // A parameter not passed is one the instance never reads.
            (j < args.len() || fact.is_absent())
                && exec::interp::verify_types::fits(fact, args.get(j), &extent)
        })
    }
}

/// An argument as `mt_xarg` (pointing into the value), or None for a kind
/// compiled code never takes.
fn xarg(v: &Value) -> Option<XArg> {
    let mut x = XArg::zero();
    let mut set = |kind: i32, dims: &[usize], p: *const u8| -> Option<()> {
        if dims.len() > 8 {
            return None;
        }
        x.kind = kind;
        x.nd = dims.len() as i32;
        for (k, &d) in dims.iter().enumerate() {
            x.dims[k] = d as i64;
        }
        x.p = p as *mut libc::c_void;
        Some(())
    };
    match v {
        Value::Num(a) => set(0, &[1, 1], a as *const f64 as *const u8)?,
        Value::Bool(a) => set(1, &[1, 1], a as *const bool as *const u8)?,
        Value::Complex(a) => set(3, &[1, 1], a as *const _ as *const u8)?,
        Value::Double(t) => set(0, t.dims.as_slice(), t.data.as_ptr() as *const u8)?,
        Value::Logical(t) => set(1, t.dims.as_slice(), t.data.as_ptr() as *const u8)?,
        Value::Char(t) => set(2, t.dims.as_slice(), t.data.as_ptr())?,
        Value::ComplexDouble(t) => set(3, t.dims.as_slice(), t.data.as_ptr() as *const u8)?,
        _ => return None,
    }
    Some(x)
}

/// A result of compiled code as a value (its block then freed).
///
/// # Safety
/// `o` is an output the compiled code filled: `p` holds its elements.
unsafe fn value_of(o: &XArg) -> Value {
    let dims: Vec<usize> = o.dims[..o.nd.clamp(0, 8) as usize]
        .iter()
        .map(|&d| d.max(0) as usize)
        .collect();
    let n: usize = dims.iter().product();
    let d = Dims::new(&dims);
    if n > 0 && o.p.is_null() {
        return Value::empty();
    }
    match o.kind {
        0 => {
            let s = if n == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(o.p as *const f64, n)
            };
            Value::real(Tensor::new(d, s.to_vec()))
        }
        1 => {
            let s = if n == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(o.p as *const u8, n)
            };
            Value::logical(Tensor::new(d, s.iter().map(|&b| b != 0).collect()))
        }
        2 => {
            let s = if n == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(o.p as *const u8, n)
            };
            Value::char_array(Tensor::new(d, s.to_vec()))
        }
        _ => {
            let s = if n == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(o.p as *const runtime::value::C64, n)
            };
            Value::complex_narrow(Tensor::new(d, s.to_vec()))
        }
    }
}

fn c_text(b: &[libc::c_char]) -> String {
    let bytes: Vec<u8> = b
        .iter()
        .take_while(|&&c| c != 0)
        .map(|&c| c as u8)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

impl exec::aot::Aot for Native {
    fn call(
        &mut self,
        prog: &Program,
        fid: FuncId,
        args: &[Value],
        nargout: usize,
        out: &mut Vec<u8>,
    ) -> Option<Result<Vec<Value>, MatError>> {
        let found = self
            .cands
            .get(&fid)
            .and_then(|cs| cs.iter().find(|c| Native::fits(prog, c, args, nargout)));
        let Some(c) = found else {
            self.engine_call(prog, fid);
            return None;
        };
        let nparams = prog.func(fid).block(prog.func(fid).entry).params.len();
        let mut ins = vec![XArg::zero(); nparams.max(1)];
        for (j, a) in args.iter().enumerate() {
            match xarg(a) {
                Some(x) => ins[j] = x,
                None => {
                    self.engine_call(prog, fid);
                    return None;
                }
            }
        }
        self.compiled_calls += 1;
        let mut outs = vec![XArg::zero(); c.nouts.max(1)];
        let mut host = Box::new(Host {
            write: write_out,
            msg: [0; 4096],
            ident: [0; 128],
            frames: [0; 8192],
        });
        PRINTED.with(|o| o.borrow_mut().clear());
        // SAFETY: the entry reads the arguments (alive in `args`) as the
        // instance takes them, fills `nouts` outputs in blocks of its own.
        let rc = unsafe { (c.entry)(ins.as_ptr(), outs.as_mut_ptr(), &mut *host) };
        PRINTED.with(|o| out.append(&mut o.borrow_mut()));
        if rc != 0 {
            let stack = c_text(&host.frames)
                .lines()
                .filter_map(|l| {
                    let p: Vec<&str> = l.split('\t').collect();
                    (p.len() == 4).then(|| StackFrame {
                        name: p[0].to_string(),
                        file: p[1].to_string(),
                        line: p[2].parse().unwrap_or(0),
                        column: p[3].parse().unwrap_or(0),
                    })
                })
                .collect();
            return Some(Err(MatError {
                identifier: c_text(&host.ident),
                message: c_text(&host.msg),
                stack,
                no_traceback: false,
            }));
        }
        let mut vals = Vec::with_capacity(c.nouts);
        for o in outs.iter().take(c.nouts) {
            // SAFETY: a successful call filled every output.
            vals.push(unsafe { value_of(o) });
            if !o.p.is_null() {
                // SAFETY: the block is the compiled code's, freed by its allocator.
                unsafe { (c.free)(o.p) };
            }
        }
        vals.truncate(nargout.max(1).min(c.nouts));
        Some(Ok(vals))
    }
}
