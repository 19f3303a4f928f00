//! The functions to compile: each (function, types context) reachable from
//! the roots through direct calls, one C function per pair (monomorphic,
//! as the types analysis analysed them), ordered callees first.

use std::collections::HashMap;

use analysis::types::{FuncTypes, TypeFacts};
use mir::ir::{Callee, FuncId, InstId, InstKind, Program};

/// A function in one of its analysis contexts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    pub func: FuncId,
    pub context: usize,
}

pub struct Instance {
    pub key: Key,
    /// The calls it makes: instruction and callee.
    pub calls: Vec<(InstId, Key)>,
    /// A call in it has no known callee context (refused when reached).
    pub unknown_call: Option<InstId>,
    /// In a cycle of calls: compiled with the conservative convention.
    pub recursive: bool,
}

pub fn types(facts: &TypeFacts, k: Key) -> Option<&FuncTypes> {
    facts.contexts(k.func).get(k.context).map(|c| &*c.types)
}

/// Every instance reachable from `roots`, callees before callers.
pub fn collect(prog: &Program, facts: &TypeFacts, roots: &[Key]) -> Vec<Instance> {
    let mut index: HashMap<Key, usize> = HashMap::new();
    let mut list: Vec<Instance> = Vec::new();
    let mut stack: Vec<Key> = roots.to_vec();
    while let Some(k) = stack.pop() {
        if index.contains_key(&k) {
            continue;
        }
        index.insert(k, list.len());
        let mut inst = Instance {
            key: k,
            calls: Vec::new(),
            unknown_call: None,
            recursive: false,
        };
        if let Some(t) = types(facts, k) {
            let f = prog.func(k.func);
            for (bi, b) in f.blocks.iter().enumerate() {
                if !t.reachable(mir::ir::BlockId(bi as u32)) {
                    continue;
                }
                for &i in &b.insts {
                    if let InstKind::Call {
                        callee: Callee::Func(g),
                        ..
                    } = &f.inst(i).kind
                    {
                        match t.callee_context(i) {
                            Some(c) => {
                                let ck = Key {
                                    func: *g,
                                    context: c,
                                };
                                inst.calls.push((i, ck));
                                stack.push(ck);
                            }
                            None => {
                                inst.unknown_call.get_or_insert(i);
                            }
                        }
                    }
                }
            }
        }
        list.push(inst);
    }
    let order = callee_first(&list, &index);
    let mut by_key: HashMap<Key, Instance> = list.into_iter().map(|i| (i.key, i)).collect();
    order
        .into_iter()
        .map(|(k, rec)| {
            let mut i = by_key.remove(&k).expect("instance");
            i.recursive = rec;
            i
        })
        .collect()
}

/// Tarjan's strongly connected components, which come out callees first;
/// members of a cycle (or a function calling itself) are recursive.
fn callee_first(list: &[Instance], index: &HashMap<Key, usize>) -> Vec<(Key, bool)> {
    struct St<'a> {
        list: &'a [Instance],
        index: &'a HashMap<Key, usize>,
        num: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<(Key, bool)>,
    }
    fn visit(s: &mut St, v: usize) {
        s.num[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on[v] = true;
        let list = s.list;
        for (_, c) in &list[v].calls {
            let w = s.index[c];
            match s.num[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(n) if s.on[w] => s.low[v] = s.low[v].min(n),
                _ => {}
            }
        }
        if Some(s.low[v]) == s.num[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on[w] = false;
                comp.push(w);
                if w == v {
                    break;
                }
            }
            let rec = comp.len() > 1 || list[v].calls.iter().any(|(_, c)| *c == list[v].key);
            for w in comp {
                s.out.push((list[w].key, rec));
            }
        }
    }
    let n = list.len();
    let mut s = St {
        list,
        index,
        num: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.num[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.out
}
