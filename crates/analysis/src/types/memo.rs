//! Facts of functions kept from one analysis to the next, for an editor that
//! analyses a file again after every keystroke.
//!
//! A keystroke changes one function; the others lower to the same MIR (up
//! to spans) and are called in the same contexts. So the driver keeps, per
//! function analysis (a function in one context), what it produced (its
//! outputs and [`FuncTypes`]) and the calls it made of other functions, in
//! order, with what each returned. The key is the function's fingerprint
//! (a hash of its MIR without spans) and its context.
//!
//! Reusing an entry replays its calls instead of solving the function: each
//! recorded call is made again through the driver (so callees are analysed,
//! or reused, and the driver's context table fills exactly as in a fresh
//! analysis) and must return what it returned then, from a callee of the
//! same fingerprint. The analysis of a function is determined by its MIR,
//! its context and what its calls return, so when every call agrees the
//! entry's facts are the facts a fresh analysis computes; at the first call
//! that differs the function is solved as usual (the calls already made
//! are those the solver makes first, so the driver's state stays that of a
//! fresh analysis). The results are therefore always equal to analysing
//! from scratch; the memo only saves time.
//!
//! Entries not used by the analyses since the last [`Memo::begin`] are
//! dropped at the next one, so the memo holds one version of the program.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use mir::ir::{FuncId, Function};

use super::{AbsValue, Context, FuncTypes};

/// How a call reached the driver.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum CallHow {
    /// With more arguments than the callee takes (no analysis: an error).
    TooMany,
    /// In the context its arguments make (before the driver's fallback to
    /// the generic context).
    Ctx(Context),
    /// With arguments not known one by one (`f(c{:})`).
    Generic,
}

/// One call a function analysis made, and what it returned.
#[derive(Clone, Debug)]
pub(super) struct Recorded {
    pub callee: FuncId,
    pub callee_fp: u64,
    pub how: CallHow,
    pub nres: usize,
    pub stmt: bool,
    pub result: (Vec<AbsValue>, Option<u32>),
}

/// What one function analysis in one context produced.
#[derive(Debug)]
pub(super) struct Entry {
    pub ctx: Context,
    pub calls: Vec<Recorded>,
    pub outputs: Vec<AbsValue>,
    pub types: FuncTypes,
}

/// Function analyses kept across versions of a program (see the module doc).
#[derive(Default)]
pub struct Memo {
    /// Entries of the previous version, by fingerprint.
    old: HashMap<u64, Vec<Rc<Entry>>>,
    /// Entries made or reused since [`Memo::begin`].
    new: HashMap<u64, Vec<Rc<Entry>>>,
    /// `Program::overloaded` of the version: builtin calls depend on it.
    overloaded: Vec<String>,
    /// Entries reused and function analyses solved since [`Memo::begin`].
    pub reused: usize,
    pub solved: usize,
}

impl Memo {
    pub fn new() -> Memo {
        Memo::default()
    }

    /// A new version of the program follows: what the analyses of the last
    /// one made may be reused, the rest is dropped.
    pub fn begin(&mut self) {
        let new = std::mem::take(&mut self.new);
        if !new.is_empty() {
            self.old = new;
        }
        self.reused = 0;
        self.solved = 0;
    }

    /// Forgets everything when the program's overloaded builtin names
    /// differ from those the entries were made under.
    pub(super) fn check_overloaded(&mut self, overloaded: &std::collections::BTreeSet<String>) {
        if !self.overloaded.iter().eq(overloaded.iter()) {
            self.old.clear();
            self.new.clear();
            self.overloaded = overloaded.iter().cloned().collect();
        }
    }

    /// The entry for `fp` in `ctx`, from this version or the last.
    pub(super) fn lookup(&self, fp: u64, ctx: &Context) -> Option<Rc<Entry>> {
        [&self.new, &self.old]
            .iter()
            .filter_map(|m| m.get(&fp))
            .flat_map(|v| v.iter())
            .find(|e| e.ctx == *ctx)
            .cloned()
    }

    /// Keeps `e` for the next version.
    pub(super) fn keep(&mut self, fp: u64, e: Rc<Entry>) {
        let v = self.new.entry(fp).or_default();
        if !v.iter().any(|x| x.ctx == e.ctx) {
            v.push(e);
        }
    }
}

/// A hash of a function's MIR without its spans: two functions of equal
/// fingerprints are analysed alike wherever they sit in their files.
pub(super) fn fingerprint(f: &Function) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut w = HashWriter(&mut h);
    use std::fmt::Write;
    // Everything but `span`, `file` and the spans of blocks and instructions.
    let _ = write!(
        w,
        "{}|{:?}|{:?}|{:?}|{}{}{}|{:?}|{:?}|{}|{}",
        f.name,
        f.kind,
        f.param_names,
        f.output_names,
        f.has_varargin,
        f.has_varargout,
        f.dynamic_workspace,
        f.entry,
        f.value_names,
        f.num_values,
        f.is_ssa
    );
    for v in &f.vars {
        let _ = write!(w, "|{}:{:?}", v.name, v.kind);
    }
    for b in &f.blocks {
        let _ = write!(w, "|b{:?}{:?}{:?}", b.params, b.insts, b.term);
    }
    for i in &f.insts {
        let _ = write!(w, "|{:?}{:?}", i.kind, i.results);
    }
    h.finish()
}

/// Feeds formatted text to a hasher without building a string.
struct HashWriter<'a, H: Hasher>(&'a mut H);

impl<H: Hasher> std::fmt::Write for HashWriter<'_, H> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        s.hash(self.0);
        Ok(())
    }
}
