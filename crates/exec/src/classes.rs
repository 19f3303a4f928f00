//! Objects in the interpreter: `m(key)`, `obj.name` and their assignments on object values, and method dispatch.
//!
//! `obj.method(args)` lowers to a field read followed by an index; the field
//! read of a method name gives a *bound method* (a named function handle
//! whose one capture is the object), and calling it calls `method(obj,
//! args...)`. A method that needs no arguments is called by the field read
//! itself (`m.keys`, `m.Count`).

use std::rc::Rc;

use mir::ir::IndexKind;
use runtime::builtins::maps;
use runtime::object::Object;
use runtime::{FuncHandle, MatError, Value};

/// `obj(args)` / `obj{args}` read.
pub fn index_object(base: &Value, kind: IndexKind, subs: &[Value]) -> Result<Value, MatError> {
    let Value::Object(o) = base else {
        unreachable!("index_object on a non-object")
    };
    match &**o {
        Object::Map(m) => match (kind, subs) {
            (IndexKind::Paren, []) => Err(MatError::msg("containers.Map: no key specified")),
            (IndexKind::Paren, [key, ..]) => m.get(key),
            (IndexKind::Brace, _) => Err(MatError::msg(
                "containers.Map: only '()' indexing is supported",
            )),
        },
        Object::Instance(i) => match (kind, subs) {
            (IndexKind::Paren, []) => Ok(base.clone()),
            (IndexKind::Paren, s) if s.iter().all(|x| x.scalar_f64() == Some(1.0)) => {
                Ok(base.clone())
            }
            (IndexKind::Paren, _) => Err(MatError::msg(
                "index (_,0): out of bound; value 0 out of bound 1",
            )),
            (IndexKind::Brace, _) => Err(MatError::msg(format!(
                "'{{' undefined for arguments of type '{}'",
                i.class.name
            ))),
        },
    }
}

/// `obj(args) = v` / `obj{args} = v`: the updated object.
pub fn assign_object(
    base: Value,
    kind: IndexKind,
    subs: &[Value],
    v: Value,
) -> Result<Value, MatError> {
    let Value::Object(o) = &base else {
        unreachable!("assign_object on a non-object")
    };
    match &**o {
        Object::Map(m) => match (kind, subs) {
            (IndexKind::Paren, [key]) => {
                m.set(key, v)?;
                Ok(base)
            }
            (IndexKind::Paren, _) => Err(MatError::msg(
                "containers.Map: only one level of indexing is supported",
            )),
            (IndexKind::Brace, _) => Err(MatError::msg(
                "containers.Map: only '()' indexing is supported for assigning values",
            )),
        },
        Object::Instance(i) => Err(MatError::msg(format!(
            "invalid use of a {} object in indexed assignment",
            i.class.name
        ))),
    }
}

/// A function handle that calls `name(obj, args...)`.
fn bound_method(obj: &Value, name: &str) -> Value {
    Value::func(FuncHandle {
        name: name.to_string(),
        anonymous: false,
        target: None,
        captures: vec![obj.clone()],
        capture_names: Vec::new(),
    })
}

/// `obj.name` read: a property, or a method bound to `obj`.
pub fn field_of_object(base: &Value, name: &str) -> Result<Value, MatError> {
    let Value::Object(o) = base else {
        unreachable!("field_of_object on a non-object")
    };
    match &**o {
        Object::Map(m) => match m.field(name) {
            Some(r) => r,
            None => Ok(bound_method(base, name)),
        },
        Object::Instance(i) => match i.prop_index(name) {
            Some(k) => Ok(i.props.borrow()[k].clone()),
            None => Err(MatError::msg(format!(
                "subsref: unknown method or property: {name}"
            ))),
        },
    }
}

/// `obj.name = v`: a handle changes in place; a value object is copied first when shared.
pub fn set_property(mut o: Rc<Object>, name: &str, v: Value) -> Result<Value, MatError> {
    let k = match &*o {
        Object::Map(_) => return Err(MatError::msg("containers.Map: properties are read-only")),
        Object::Instance(i) => i
            .prop_index(name)
            .ok_or_else(|| MatError::msg(format!("subsasgn: unknown property: {name}")))?,
    };
    if let Some(props) = Object::make_mut_props(&mut o) {
        props.borrow_mut()[k] = v;
    }
    Ok(Value::Object(o))
}

/// The builtin `name` applied to arguments one of which is an object: the
/// object's own version of it when it has one (`length` of a Map).
pub fn overload(
    name: &str,
    args: &[Value],
    nargout: usize,
) -> Option<Result<Vec<Value>, MatError>> {
    match args.first() {
        Some(v) => maps::as_map(v).and_then(|m| maps::overload(name, m, args, nargout)),
        None => None,
    }
}

/// Whether any argument is an object (a call that may dispatch to a method).
#[inline]
pub fn any_object(args: &[Value]) -> bool {
    args.iter().any(|a| matches!(a, Value::Object(_)))
}
