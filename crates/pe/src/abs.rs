//! Abstract values: what the specializer knows of each variable, and their joins.

use std::collections::BTreeMap;

use runtime::{Class, Dims, Value};
use syntax::ast::Name;

/// What is known of a value that is not known outright.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Facts {
    pub class: Option<Class>,
    /// Exact extents (at least two).
    pub dims: Option<Vec<usize>>,
    /// Known to hold no complex numbers (`isreal` of a numeric value).
    pub real: bool,
    /// Known not to be sparse.
    pub full: bool,
    /// A 1x1 struct's fields, in order, each tracked like a variable (an
    /// options struct built field by field from values not all known).
    pub fields: Option<Vec<(Name, AVal)>>,
    /// A cell's elements in column-major order, each tracked like a
    /// variable (a cell array filled in a loop from unknown values).
    pub elems: Option<Vec<AVal>>,
}

/// The most elements of a cell tracked one by one.
const MAX_TRACKED_ELEMS: usize = 256;

impl Facts {
    pub fn of(v: &Value) -> Facts {
        Facts {
            class: Some(v.class()).filter(|c| *c != Class::Object),
            dims: Some(v.dims().as_slice().to_vec()),
            real: !v.is_complex(),
            full: !matches!(v, Value::Sparse(_)),
            fields: match v {
                Value::Struct(s) if s.numel() == 1 => Some(
                    s.fields
                        .iter()
                        .enumerate()
                        .map(|(k, f)| (Name::new(f), AVal::Known(s.get(0, k).clone())))
                        .collect(),
                ),
                _ => None,
            },
            elems: match v {
                Value::Cell(t) if t.data.len() <= MAX_TRACKED_ELEMS => {
                    Some(t.data.iter().map(|e| AVal::Known(e.clone())).collect())
                }
                _ => None,
            },
        }
    }

    pub fn scalar(class: Class) -> Facts {
        Facts {
            class: Some(class),
            dims: Some(vec![1, 1]),
            ..Facts::default()
        }
    }

    /// The class and extents of `v`, nothing more: what a value computed
    /// on proxies says of the result (a real proxy may stand for a complex value).
    pub fn shape_of(v: &Value) -> Facts {
        Facts {
            real: false,
            full: false,
            ..Facts::of(v)
        }
    }

    /// Known to be a real full double array.
    pub fn real_double(&self) -> bool {
        self.class == Some(Class::Double) && self.real && self.full
    }

    fn join(&self, o: &Facts) -> Facts {
        Facts {
            class: if self.class == o.class {
                self.class
            } else {
                None
            },
            dims: if self.dims == o.dims {
                self.dims.clone()
            } else {
                None
            },
            real: self.real && o.real,
            full: self.full && o.full,
            fields: match (&self.fields, &o.fields) {
                (Some(a), Some(b))
                    if a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.0 == y.0) =>
                {
                    Some(
                        a.iter()
                            .zip(b)
                            .map(|((n, x), (_, y))| (n.clone(), x.join(y)))
                            .collect(),
                    )
                }
                _ => None,
            },
            elems: match (&self.elems, &o.elems) {
                (Some(a), Some(b)) if a.len() == b.len() && self.dims == o.dims => {
                    Some(a.iter().zip(b).map(|(x, y)| x.join(y)).collect())
                }
                _ => None,
            },
        }
    }

    /// What is known of field `name` of a 1x1 struct with these facts.
    pub fn field(&self, name: &str) -> Option<&AVal> {
        self.fields
            .as_ref()?
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, a)| a)
    }

    /// A value with these facts (zeros of the class and extents), on which the
    /// runtime itself computes the class and extents of a result; `None` when
    /// the class or extents are not known, or the class has no zero.
    pub fn proxy(&self) -> Option<Value> {
        let dims = Dims::new(self.dims.as_ref()?);
        let zeros = Value::zeros(dims);
        let class = self.class?;
        match class {
            Class::Double => Some(zeros),
            Class::Cell | Class::Struct | Class::FunctionHandle | Class::Object => None,
            _ => runtime::convert::convert(&zeros, class).ok(),
        }
    }
}

/// A value known outright, or only by its facts.
#[derive(Clone, Debug)]
pub enum AVal {
    Known(Value),
    Dyn(Facts),
}

impl PartialEq for AVal {
    fn eq(&self, o: &AVal) -> bool {
        self.same(o)
    }
}

impl AVal {
    /// A 1x1 struct with these fields: known outright when every field is.
    pub fn structure(fields: Vec<(Name, AVal)>) -> AVal {
        if fields.iter().all(|(_, a)| a.known().is_some()) {
            let mut s = Value::structure(runtime::StructArray::new_scalar());
            for (n, a) in &fields {
                if runtime::index::field_set(&mut s, n, a.known().cloned().unwrap()).is_err() {
                    return AVal::unknown();
                }
            }
            return AVal::Known(s);
        }
        AVal::Dyn(Facts {
            class: Some(Class::Struct),
            dims: Some(vec![1, 1]),
            fields: Some(fields),
            ..Facts::default()
        })
    }

    /// A cell of extents `dims` with these elements (column-major): known
    /// outright when every element is.
    pub fn cell(dims: Vec<usize>, elems: Vec<AVal>) -> AVal {
        if elems.len() > MAX_TRACKED_ELEMS {
            return AVal::Dyn(Facts {
                class: Some(Class::Cell),
                dims: Some(dims),
                ..Facts::default()
            });
        }
        if elems.iter().all(|a| a.known().is_some()) {
            let data = elems.iter().map(|a| a.known().cloned().unwrap()).collect();
            return AVal::Known(Value::cell(runtime::Tensor::new(Dims::new(&dims), data)));
        }
        AVal::Dyn(Facts {
            class: Some(Class::Cell),
            dims: Some(dims),
            elems: Some(elems),
            ..Facts::default()
        })
    }

    /// What `c{subs}` is when `c` is this tracked cell and `subs` are
    /// known: the runtime indexes a cell of element positions, so its
    /// rules (linear and 2-D subscripts, `end`, errors) decide.
    pub fn cell_element(&self, subs: &[Value]) -> Option<AVal> {
        let f = self.facts();
        let elems = f.elems?;
        let pos = positions(f.dims.as_ref()?);
        let mut list = runtime::index::brace_index(&pos, subs).ok()?;
        if list.len() != 1 {
            return None;
        }
        match list.pop()? {
            Value::Num(k) => elems.get(k as usize).cloned(),
            _ => None,
        }
    }

    /// This tracked cell after `c{subs} = v` (`None` when the runtime
    /// would refuse it, or the cell is not tracked); `self` is `None` for
    /// an undefined variable.
    pub fn cell_assign(old: Option<&AVal>, subs: &[Value], v: &AVal) -> Option<AVal> {
        let (dims, elems) = match old {
            Some(a) => {
                let f = a.facts();
                (f.dims?, f.elems?)
            }
            None => (vec![0, 0], Vec::new()),
        };
        let mut pos = positions(&dims);
        runtime::index::brace_assign(&mut pos, subs, Value::Num(-1.0)).ok()?;
        let Value::Cell(t) = &pos else { return None };
        let new: Vec<AVal> = t
            .data
            .iter()
            .map(|e| match e {
                Value::Num(k) if *k >= 0.0 => elems[*k as usize].clone(),
                Value::Num(_) => v.clone(),
                other => AVal::Known(other.clone()),
            })
            .collect();
        Some(AVal::cell(t.dims.as_slice().to_vec(), new))
    }

    pub fn unknown() -> AVal {
        AVal::Dyn(Facts::default())
    }

    pub fn known(&self) -> Option<&Value> {
        match self {
            AVal::Known(v) => Some(v),
            AVal::Dyn(_) => None,
        }
    }

    pub fn facts(&self) -> Facts {
        match self {
            AVal::Known(v) => Facts::of(v),
            AVal::Dyn(f) => f.clone(),
        }
    }

    /// A value standing for this one's class and extents (see [`Facts::proxy`]).
    pub fn proxy(&self) -> Option<Value> {
        match self {
            AVal::Known(v) => Some(v.clone()),
            AVal::Dyn(f) => f.proxy(),
        }
    }

    pub fn join(&self, o: &AVal) -> AVal {
        match (self, o) {
            (AVal::Known(a), AVal::Known(b)) if same_value(a, b) => self.clone(),
            _ => AVal::Dyn(self.facts().join(&o.facts())),
        }
    }

    fn same(&self, o: &AVal) -> bool {
        match (self, o) {
            (AVal::Known(a), AVal::Known(b)) => same_value(a, b),
            (AVal::Dyn(a), AVal::Dyn(b)) => a == b,
            _ => false,
        }
    }
}

/// A cell of extents `dims` whose element k (column-major) is the number k.
fn positions(dims: &[usize]) -> Value {
    let d = Dims::new(dims);
    let n: usize = dims.iter().product();
    Value::cell(runtime::Tensor::new(
        d,
        (0..n).map(|k| Value::Num(k as f64)).collect(),
    ))
}

/// Whether two values are the same in every observable way: class, extents,
/// complexity and every element bit for bit (so NaN equals NaN, 0 is not -0).
pub fn same_value(a: &Value, b: &Value) -> bool {
    if a.class() != b.class()
        || a.is_complex() != b.is_complex()
        || a.dims().as_slice() != b.dims().as_slice()
    {
        return false;
    }
    // Debug prints every element with its exact bits (shortest round trip)
    // and every field, which is what "the same" means here.
    format!("{a:?}") == format!("{b:?}")
}

/// A variable's state at one program point.
#[derive(Clone, Debug)]
pub enum Slot {
    Defined(AVal),
    /// Defined on some paths only.
    Maybe,
}

/// The variables of one function at one program point; a name absent is
/// certainly undefined.
#[derive(Clone, Debug, Default)]
pub struct Env {
    pub vars: BTreeMap<Name, Slot>,
}

impl Env {
    pub fn get(&self, name: &str) -> Option<&Slot> {
        self.vars.get(name)
    }

    pub fn set(&mut self, name: &str, v: AVal) {
        self.vars.insert(Name::new(name), Slot::Defined(v));
    }

    pub fn forget(&mut self, name: &str) {
        self.vars.insert(Name::new(name), Slot::Maybe);
    }

    pub fn join(&self, o: &Env) -> Env {
        let mut vars = BTreeMap::new();
        for (k, a) in &self.vars {
            let slot = match (a, o.vars.get(k)) {
                (Slot::Defined(x), Some(Slot::Defined(y))) => Slot::Defined(x.join(y)),
                _ => Slot::Maybe,
            };
            vars.insert(k.clone(), slot);
        }
        for k in o.vars.keys() {
            vars.entry(k.clone()).or_insert(Slot::Maybe);
        }
        Env { vars }
    }

    pub fn same(&self, o: &Env) -> bool {
        self.vars.len() == o.vars.len()
            && self.vars.iter().all(|(k, a)| match (a, o.vars.get(k)) {
                (Slot::Defined(x), Some(Slot::Defined(y))) => x.same(y),
                (Slot::Maybe, Some(Slot::Maybe)) => true,
                _ => false,
            })
    }

    /// Forgets everything known of every variable (the widening of a loop
    /// whose state does not settle).
    pub fn widen(&self) -> Env {
        Env {
            vars: self.vars.keys().map(|k| (k.clone(), Slot::Maybe)).collect(),
        }
    }
}

/// Joins two states where `None` is "not reached".
pub fn join_opt(a: Option<Env>, b: Option<Env>) -> Option<Env> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.join(&b)),
        (a, None) => a,
        (None, b) => b,
    }
}
