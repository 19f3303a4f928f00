//! Object values under subscripts and fields, as `rt`'s index, assignment
//! and field operations meet them: `m(key)`, `obj.name` and their
//! assignments on Maps, classdef instances, tables and onCleanup objects.
//!
//! `obj.method(args)` lowers to a field read followed by an index; the field
//! read of a method name gives a *bound method* (a named function handle
//! whose one capture is the object), which `classes` calls.

use std::rc::Rc;

use mir::ir::IndexKind;
use runtime::index::table;
use runtime::value::object::{Instance, Object};
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
        Object::Instance(_) => match (kind, subs) {
            (IndexKind::Paren, []) => Ok(base.clone()),
            // A scalar object indexes as any 1x1 value does (`v(1)`, `v(2)` errors).
            (IndexKind::Paren, s) => {
                runtime::index::index(&Value::Num(0.0), s)?;
                Ok(base.clone())
            }
            (IndexKind::Brace, _) => Err(MatError::msg("object cannot be indexed with '{'")),
        },
        Object::Table(t) => match kind {
            IndexKind::Paren => table::paren(t, subs),
            IndexKind::Brace => table::brace(t, subs),
        },
        Object::Cleanup(_) => Err(cleanup_index_error()),
    }
}

fn cleanup_index_error() -> MatError {
    MatError::msg("can't perform indexing operations for onCleanup type")
}

fn cleanup_assign_error() -> MatError {
    MatError::msg("can't perform indexed assignment for onCleanup type")
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
        // `obj(1) = other` replaces the (scalar) object.
        Object::Instance(i)
            if kind == IndexKind::Paren
                && !subs.is_empty()
                && subs.iter().all(|x| x.scalar_f64() == Some(1.0))
                && matches!(&v, Value::Object(o) if o.class_name() == i.class.name) =>
        {
            Ok(v)
        }
        Object::Instance(i) => Err(MatError::msg(format!(
            "invalid use of a {} object in indexed assignment",
            i.class.name
        ))),
        Object::Table(t) => table::assign(t.clone(), kind == IndexKind::Brace, subs, v),
        Object::Cleanup(_) => Err(cleanup_assign_error()),
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
        inline: false,
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
            // A dependent property: its getter, called by the interpreter.
            Some(_)
                if i.class
                    .methods
                    .iter()
                    .any(|m| m.strip_prefix("get.") == Some(name)) =>
            {
                Ok(bound_method(base, &format!("get.{name}")))
            }
            Some(k) => Ok(i.props.borrow()[k].clone()),
            None if i.class.methods.iter().any(|m| m == name) => Ok(bound_method(base, name)),
            // A parent class's method reads the parent's fields through a child object.
            None if i.class.old_style => i
                .props
                .borrow()
                .iter()
                .filter(|p| instance(p).is_some_and(|pi| pi.class.old_style))
                .find_map(|p| field_of_object(p, name).ok())
                .ok_or_else(|| {
                    MatError::msg(format!("subsref: unknown method or property: {name}"))
                }),
            None => Err(MatError::msg(format!(
                "subsref: unknown method or property: {name}"
            ))),
        },
        Object::Table(t) => table::field(t, name),
        Object::Cleanup(_) => Err(cleanup_index_error()),
    }
}

/// `obj.name = v`: a handle changes in place; a value object is copied first when shared.
pub fn set_property(mut o: Rc<Object>, name: &str, v: Value) -> Result<Value, MatError> {
    let k = match &*o {
        Object::Map(_) => return Err(MatError::msg("containers.Map: properties are read-only")),
        Object::Cleanup(_) => return Err(cleanup_assign_error()),
        Object::Table(t) => return table::set_field(t.clone(), name, v),
        Object::Instance(i) => i
            .prop_index(name)
            .ok_or_else(|| MatError::msg(format!("subsasgn: unknown property: {name}")))?,
    };
    if let Some(props) = Object::make_mut_props(&mut o) {
        props.borrow_mut()[k] = v;
    }
    Ok(Value::Object(o))
}

/// The instance a value holds, if it is one.
pub(crate) fn instance(v: &Value) -> Option<&Instance> {
    match v {
        Value::Object(o) => match &**o {
            Object::Instance(i) => Some(i),
            Object::Map(_) | Object::Cleanup(_) | Object::Table(_) => None,
        },
        _ => None,
    }
}

/// Whether any argument is an object (a call that may dispatch to a method).
#[inline]
pub fn any_object(args: &[Value]) -> bool {
    args.iter().any(|a| matches!(a, Value::Object(_)))
}
