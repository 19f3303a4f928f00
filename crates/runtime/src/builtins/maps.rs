//! `containers.Map`: construction, `m(key)` read and write, its methods and properties, worded as Octave's `Map.m`.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use crate::convert::convert;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::options::{names, option, Spelling};
use crate::value::object::{MapKey, MapObject, Object};
use crate::value::{Class, Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("containers.Map", construct),
    ("keys", keys),
    ("values", values),
    ("isKey", is_key),
    ("remove", remove),
];

fn err(msg: &str) -> MatError {
    MatError::msg(format!("containers.Map: {msg}"))
}

/// The Map a value holds, if it is one.
pub fn as_map(v: &Value) -> Option<&MapObject> {
    match v {
        Value::Object(o) => match &**o {
            Object::Map(m) => Some(m),
            Object::Cleanup(_) | Object::Instance(_) | Object::Table(_) => None,
        },
        _ => None,
    }
}

fn map_arg<'a>(name: &str, args: &'a [Value]) -> Result<&'a MapObject, MatError> {
    args.first()
        .and_then(as_map)
        .ok_or_else(|| MatError::undefined(name))
}

fn is_num_or_bool(v: &Value) -> bool {
    v.is_numeric() || v.class() == Class::Logical
}

/// A cell of the elements of `v` (`num2cell` of numbers, `{v}` of anything else).
fn as_cell(v: &Value) -> Tensor<Value> {
    match v {
        Value::Cell(t) => (**t).clone(),
        v if is_num_or_bool(v) => {
            let n = v.numel();
            let data = (0..n)
                .map(|i| crate::gather::take_linear(v, &[i], Dims::scalar()).unwrap_or_default())
                .collect();
            Tensor::new(v.dims(), data)
        }
        v => Tensor::scalar(v.clone()),
    }
}

impl MapObject {
    /// The key of `k`, or the type-mismatch error.
    fn key_of(&self, k: &Value) -> Result<MapKey, MatError> {
        let mismatch = || err("specified key type does not match the type of this container");
        if self.numeric_keys() {
            if !is_num_or_bool(k) || !k.dims().is_scalar() || k.is_complex() {
                return Err(mismatch());
            }
            let cls = Class::from_name(&self.key_type).unwrap_or(Class::Double);
            let x = convert(k, cls)?.scalar_f64().ok_or_else(mismatch)?;
            Ok(MapKey::Num(x))
        } else {
            match k {
                Value::Char(t) => Ok(MapKey::Str(t.data.clone())),
                _ => Err(mismatch()),
            }
        }
    }

    fn key_value(&self, k: &MapKey) -> Value {
        match k {
            MapKey::Str(b) => Value::str_bytes(b),
            MapKey::Num(x) => {
                let cls = Class::from_name(&self.key_type).unwrap_or(Class::Double);
                convert(&Value::Num(*x), cls).unwrap_or(Value::Num(*x))
            }
        }
    }

    /// `m(key)`.
    pub fn get(&self, key: &Value) -> Result<Value, MatError> {
        let k = self.key_of(key)?;
        self.entries
            .borrow()
            .get(&k)
            .cloned()
            .ok_or_else(|| err(&format!("specified key <{}> does not exist", key_text(key))))
    }

    /// `m(key) = v`: changes the map every copy of the handle sees.
    pub fn set(&self, key: &Value, v: Value) -> Result<(), MatError> {
        let k = self.key_of(key)?;
        let v = if self.value_type == "any" {
            v
        } else {
            let ok = if self.value_type == "char" {
                v.is_char()
            } else {
                is_num_or_bool(&v) && v.dims().is_scalar()
            };
            if !ok {
                return Err(err(
                    "specified value type does not match the type of this container",
                ));
            }
            match Class::from_name(&self.value_type) {
                Some(c) => convert(&v, c)?,
                None => v,
            }
        };
        self.entries.borrow_mut().insert(k, v);
        Ok(())
    }

    fn keys_cell(&self) -> Value {
        let data: Vec<Value> = self
            .entries
            .borrow()
            .keys()
            .map(|k| self.key_value(k))
            .collect();
        Value::cell(Tensor::new(Dims::rc(1, data.len()), data))
    }

    /// The number of keys (`m.Count`).
    pub fn count(&self) -> usize {
        self.entries.borrow().len()
    }

    /// `m.name` without arguments: a property or a method that needs none.
    pub fn field(&self, name: &str) -> Option<Result<Value, MatError>> {
        Some(Ok(match name {
            "Count" => Value::int(Tensor::scalar(self.count() as u64)),
            "KeyType" => Value::str(&self.key_type),
            "ValueType" => Value::str(&self.value_type),
            "keys" => self.keys_cell(),
            "length" => Value::Num(self.count() as f64),
            "isempty" => Value::Bool(self.count() == 0),
            "values" | "isKey" | "remove" | "size" => return None,
            other => return Some(Err(err(&format!("unknown property '{other}'")))),
        }))
    }
}

/// The key as `strtrim (disp (key))` shows it in Octave's messages.
fn key_text(key: &Value) -> String {
    crate::display::disp_value(&Ctx::new(), key)
        .trim()
        .to_string()
}

/// Octave's `containers.Map` constructor (`Map.m`).
fn construct(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = args.len();
    let uniform_opt = n == 4
        && args[2]
            .as_string()
            .is_some_and(|s| names(s.as_bytes(), b"UniformValues", Spelling::Whole));
    let mut key_type = "char".to_string();
    let mut value_type = "any".to_string();
    let mut entries = BTreeMap::new();
    let mut pending: Vec<(Value, Value)> = Vec::new();
    if n == 0 {
    } else if n == 2 || uniform_opt {
        if args[0].is_empty() {
            return Err(err("empty keys are not allowed"));
        }
        let keys = as_cell(&args[0]).data;
        let vals = match &args[1] {
            Value::Cell(t) => t.data.clone(),
            v if is_num_or_bool(v) && keys.len() != 1 => as_cell(v).data,
            v => vec![v.clone()],
        };
        if keys.len() != vals.len() {
            return Err(err("the number of keys and values must match"));
        }
        let mut kt: Vec<&str> = keys.iter().map(|k| k.class_name_full()).collect();
        kt.sort_unstable();
        kt.dedup();
        if kt.len() == 1 {
            if kt[0] != "char" {
                if !keys
                    .iter()
                    .all(|k| !k.is_complex() && k.numel() == 1 && is_num_or_bool(k))
                {
                    return Err(err(
                        "keys must be real scalar numeric values or char vectors",
                    ));
                }
                key_type = match kt[0] {
                    "logical" | "int8" | "uint8" | "int16" | "uint16" => "double",
                    k => k,
                }
                .to_string();
            }
        } else if keys.iter().all(is_num_or_bool) {
            ctx.warn("", "containers.Map: all keys will be converted to double");
            key_type = "double".to_string();
        } else {
            return Err(err(
                "when using multiple key types, all types must be numeric",
            ));
        }
        let mut vt: Vec<&str> = vals.iter().map(|v| v.class_name_full()).collect();
        vt.sort_unstable();
        vt.dedup();
        if vt.len() == 1
            && (vals[0].is_char()
                || (is_num_or_bool(&vals[0]) && vals.iter().all(|v| v.numel() == 1)))
        {
            value_type = vt[0].to_string();
        }
        if uniform_opt {
            let u = &args[3];
            if !u.dims().is_scalar() || !is_num_or_bool(u) {
                return Err(err("'UniformValues' must be a logical scalar"));
            }
            if u.is_true()? {
                let isreal = |v: &Value| {
                    !v.is_complex()
                        && !matches!(
                            v,
                            Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)
                        )
                };
                if vt.len() > 1 || (value_type == "any" && isreal(&vals[0])) {
                    return Err(err("when 'UniformValues' is true, all values must be scalars of the same data type"));
                }
            } else {
                value_type = "any".to_string();
            }
        }
        pending = keys.into_iter().zip(vals).collect();
    } else if n == 4 {
        for i in [0, 2] {
            let given = args[i].as_string().unwrap_or_default();
            match option(&given, &["KeyType", "ValueType"], Spelling::Whole) {
                Some("KeyType") => key_type = args[i + 1].as_string().unwrap_or_default(),
                Some(_) => value_type = args[i + 1].as_string().unwrap_or_default(),
                _ => return Err(err("missing parameter name 'KeyType' or 'ValueType'")),
            }
        }
    } else {
        return Err(err("incorrect number of inputs specified"));
    }
    if !matches!(
        key_type.as_str(),
        "char" | "double" | "single" | "int32" | "uint32" | "int64" | "uint64"
    ) {
        return Err(err("unsupported KeyType"));
    }
    if !matches!(
        value_type.as_str(),
        "any"
            | "char"
            | "logical"
            | "double"
            | "single"
            | "int8"
            | "uint8"
            | "int16"
            | "uint16"
            | "int32"
            | "uint32"
            | "int64"
            | "uint64"
    ) {
        return Err(err("unsupported ValueType"));
    }
    let map = MapObject {
        key_type,
        value_type,
        entries: RefCell::new(BTreeMap::new()),
    };
    for (k, v) in pending {
        let key = map.key_of(&k)?;
        entries.insert(key, v);
    }
    *map.entries.borrow_mut() = entries;
    one(Value::Object(Rc::new(Object::Map(map))))
}

fn keys(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(map_arg("keys", args)?.keys_cell())
}

fn values(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let m = map_arg("values", args)?;
    let Some(ks) = args.get(1) else {
        let data: Vec<Value> = m.entries.borrow().values().cloned().collect();
        return one(Value::cell(Tensor::new(Dims::rc(1, data.len()), data)));
    };
    let Value::Cell(ks) = ks else {
        return Err(err("input argument 'keySet' must be a cell"));
    };
    let entries = m.entries.borrow();
    let data = ks
        .data
        .iter()
        .map(|k| {
            m.key_of(k)
                .ok()
                .and_then(|key| entries.get(&key).cloned())
                .ok_or_else(|| err(&format!("key <{}> does not exist", key_text(k))))
        })
        .collect::<Result<Vec<_>, _>>()?;
    one(Value::cell(Tensor::new(ks.dims.clone(), data)))
}

fn is_key(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let m = map_arg("isKey", args)?;
    let ks = as_cell(&args[1]);
    let entries = m.entries.borrow();
    let data = ks
        .data
        .iter()
        .map(|k| {
            is_num_or_bool(k) == m.numeric_keys()
                && m.key_of(k).is_ok_and(|key| entries.contains_key(&key))
        })
        .collect();
    one(Value::logical(Tensor::new(ks.dims, data)))
}

fn remove(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let m = map_arg("remove", args)?;
    let ks = as_cell(&args[1]);
    for k in &ks.data {
        if is_num_or_bool(k) == m.numeric_keys() {
            if let Ok(key) = m.key_of(k) {
                m.entries.borrow_mut().remove(&key);
            }
        }
    }
    one(args[0].clone())
}

/// The Map's own `length`, `size` and `isempty` (its `numel` is 1, as in Octave).
pub fn overload(name: &str, m: &MapObject, args: &[Value], nargout: usize) -> Option<Out> {
    let c = m.count() as f64;
    Some(match name {
        "length" => one(Value::Num(c)),
        "isempty" => one(Value::Bool(c == 0.0)),
        "size" => match args.get(1) {
            Some(d) => match d.scalar_f64() {
                Some(1.0) => one(Value::Num(c)),
                Some(_) => one(Value::Num(1.0)),
                None => Err(MatError::msg("size: DIM must be a positive integer")),
            },
            None if nargout <= 1 => one(Value::real(Tensor::row(vec![c, 1.0]))),
            None => {
                let mut v = vec![Value::Num(c)];
                v.resize(nargout, Value::Num(1.0));
                Ok(v)
            }
        },
        _ => return None,
    })
}
