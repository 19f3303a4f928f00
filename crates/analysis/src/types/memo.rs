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
use std::rc::Rc;

use mir::ir::{FuncId, Program};
use mir::lower_memo::fingerprint;

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
    pub types: Rc<FuncTypes>,
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
    /// Fingerprints of this version's functions known before the analysis
    /// (see [`Memo::known_fingerprints`]).
    known: HashMap<FuncId, u64>,
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
        self.known.clear();
    }

    /// The fingerprints of functions of the coming version, by id, as the
    /// lowering memo kept them ([`mir::LowerMemo::fingerprints`]): the
    /// analysis then hashes only the others. Each must be
    /// [`mir::lower_memo::fingerprint`] of the function of that id (debug
    /// builds check it).
    pub fn known_fingerprints(&mut self, fps: HashMap<FuncId, u64>) {
        self.known = fps;
    }

    /// The fingerprint of `g`: known, or computed.
    pub(super) fn fingerprint(&self, prog: &Program, g: FuncId) -> u64 {
        let f = prog.func(g);
        match self.known.get(&g) {
            Some(&fp) => {
                debug_assert_eq!(fp, fingerprint(f), "a stale fingerprint of {}", f.name);
                fp
            }
            None => fingerprint(f),
        }
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
