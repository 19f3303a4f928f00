//! Lowered functions kept from one version of a file to the next, for an
//! editor that lowers a file again after every keystroke.
//!
//! A keystroke changes one function's text; the others lower to the same
//! MIR, only moved in the file. The loader keeps each lowering under a key
//! made of the function's text and what else it is lowered from (its id,
//! its file, the variables it shares with nested functions), with the
//! questions lowering asked the loader, in order, and their answers (which
//! function a name is, whether an anonymous function took the next id).
//! Reusing an entry asks the questions again, in order (so the files they
//! reach are registered exactly as lowering would register them), and
//! takes the kept MIR, its spans moved to where the function now starts,
//! only when every answer is the same: lowering is determined by the text
//! and those answers, so the result is what lowering computes. At the first
//! answer that differs the function is lowered as usual; the questions
//! already asked are those lowering asks first (the loader answers them
//! again from its caches, and the ids taken by anonymous functions are
//! handed out again in order), so the program stays that of a fresh
//! lowering. See `Loader::lower_memoized` and `crates/analysis/src/types/memo.rs`,
//! the same idea for the types analysis.
//!
//! Entries not used since the last [`Memo::begin`] are dropped at the next
//! one, so the memo holds one version of the program.
//!
//! Each entry also keeps the [`fingerprint`] of its functions, computed
//! once when they are lowered: the types analysis keys its own memo by
//! fingerprint, and hashing every function's MIR after every keystroke
//! cost as much as the rest of the analysis of the unchanged functions.

use std::collections::HashMap;
// Arc: the loader lowers on a thread of its own.
use std::sync::Arc as Rc;

use syntax::ast::Span;

use crate::ir::{FuncId, Function};

/// Lowerings kept across versions of a program, by key (see the module doc).
pub struct Memo<E> {
    /// Entries of the previous version.
    old: HashMap<u64, Rc<E>>,
    /// Entries made or reused since [`Memo::begin`].
    new: HashMap<u64, Rc<E>>,
    /// Functions reused and lowered since [`Memo::begin`].
    pub reused: usize,
    pub lowered: usize,
    /// The [`fingerprint`] of each function lowered or reused through the
    /// memo since [`Memo::begin`], by id.
    pub fingerprints: HashMap<FuncId, u64>,
}

impl<E> Default for Memo<E> {
    fn default() -> Self {
        Memo {
            old: HashMap::new(),
            new: HashMap::new(),
            reused: 0,
            lowered: 0,
            fingerprints: HashMap::new(),
        }
    }
}

impl<E> Memo<E> {
    /// A new version of the program follows: what lowering the last one
    /// kept may be reused, the rest is dropped.
    pub fn begin(&mut self) {
        let new = std::mem::take(&mut self.new);
        if !new.is_empty() {
            self.old = new;
        }
        self.reused = 0;
        self.lowered = 0;
        self.fingerprints.clear();
    }

    /// The entry kept under `key`, from this version or the last.
    pub(crate) fn lookup(&self, key: u64) -> Option<Rc<E>> {
        self.new.get(&key).or_else(|| self.old.get(&key)).cloned()
    }

    /// Keeps `e` under `key` for the next version.
    pub(crate) fn keep(&mut self, key: u64, e: Rc<E>) {
        self.new.insert(key, e);
    }
}

/// Moves every span of `f` by `delta` bytes (the function moved in its
/// file); the default span (no place) stays.
pub(crate) fn move_spans(f: &mut Function, delta: i64) {
    if delta == 0 {
        return;
    }
    let moved = |s: &mut Span| {
        if *s != Span::default() {
            s.lo = (s.lo as i64 + delta) as u32;
            s.hi = (s.hi as i64 + delta) as u32;
        }
    };
    moved(&mut f.span);
    for b in &mut f.blocks {
        moved(&mut b.span);
    }
    for i in &mut f.insts {
        moved(&mut i.span);
    }
}

/// A hash of a function's MIR without its spans: two functions of equal
/// fingerprints are analysed alike wherever they sit in their files.
pub fn fingerprint(f: &Function) -> u64 {
    use std::hash::Hasher;
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
struct HashWriter<'a, H: std::hash::Hasher>(&'a mut H);

impl<H: std::hash::Hasher> std::fmt::Write for HashWriter<'_, H> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        use std::hash::Hash;
        s.hash(self.0);
        Ok(())
    }
}
