//! Method dispatch in the interpreter: calls of classdef methods,
//! constructors and bound methods, and `methods`, `properties`.
//!
//! `obj.method(args)` lowers to a field read followed by an index; the field
//! read of a method name gives a *bound method* (`objects`), and calling it
//! calls `method(obj, args...)`. A field read that nothing calls next (`x = obj.method`,
//! `obj.method;`) calls the method itself (see `Op::Field::called`).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use decls::op::BinOp;
use mir::ir::FuncId;
use runtime::builtins::{maps, tables};
use runtime::value::object::{ClassInfo, Instance, Object};
use runtime::{FuncHandle, MatError, Value};

use crate::interp::{ExecResult, Interp};
use crate::objects::{any_object, instance, set_property};

/// A column cell of names.
fn name_column(names: &[&String]) -> Value {
    let data: Vec<Value> = names.iter().map(|n| Value::str(n)).collect();
    Value::cell(runtime::Tensor::new(runtime::Dims::rc(data.len(), 1), data))
}

/// `methods`, `ismethod` and `properties` of a class: the names sorted,
/// printed as Octave prints them or returned as a cell column.
fn class_listing(
    ctx: &mut runtime::Ctx,
    class: &ClassInfo,
    name: &str,
    arg_name: &str,
    nargout: usize,
) -> Vec<Value> {
    let mut names: Vec<String> = if name == "properties" {
        class
            .visible_props()
            .map(|k| class.props[k].clone())
            .collect()
    } else {
        let mut names: Vec<String> = class
            .methods
            .iter()
            .filter(|m| !m.contains('.') && !class.props.contains(m))
            .cloned()
            .collect();
        if class.own_constructor {
            names.push(class.name.clone());
        }
        if class.is_handle {
            names.push("delete".to_string());
        }
        names
    };
    names.sort();
    names.dedup();
    if name == "ismethod" {
        return vec![Value::Bool(names.iter().any(|n| n == arg_name))];
    }
    if nargout > 0 {
        return vec![name_column(&names.iter().collect::<Vec<_>>())];
    }
    let text = if name == "properties" {
        let mut text = format!("properties for class {}:\n\n", class.name);
        for n in names {
            text.push_str(&format!("  {n}\n"));
        }
        text
    } else {
        let mut text = format!("Methods for class {}:\n", class.name);
        text.push_str(&runtime::display::in_columns(&names, 80));
        text
    };
    ctx.print(&format!("{text}\n"));
    Vec::new()
}

/// The functions every instance has (`fieldnames`, `properties`) and, for a
/// handle, `isvalid` and `delete`. `properties` prints as Octave does (names
/// sorted); `fieldnames` keeps the declaration order, as MATLAB does.
fn instance_function(
    ctx: &mut runtime::Ctx,
    name: &str,
    args: &[Value],
    nargout: usize,
) -> Option<Result<Vec<Value>, MatError>> {
    let i = instance(args.first()?)?;
    let arg_name = || args.get(1).and_then(Value::as_string).unwrap_or_default();
    match name {
        "methods" | "ismethod" | "properties" => {
            return Some(Ok(class_listing(ctx, &i.class, name, &arg_name(), nargout)));
        }
        "isprop" => {
            let p = arg_name();
            let found = i.class.props.contains(&p);
            return Some(Ok(vec![Value::Bool(found)]));
        }
        "fieldnames" => {
            let names: Vec<&String> = i.class.visible_props().map(|k| &i.class.props[k]).collect();
            return Some(Ok(vec![name_column(&names)]));
        }
        _ => {}
    }
    if !i.class.is_handle {
        return None;
    }
    match name {
        "isvalid" => Some(Ok(vec![Value::Bool(i.valid.get())])),
        "delete" => {
            i.valid.set(false);
            Some(Ok(Vec::new()))
        }
        _ => None,
    }
}

impl Interp {
    /// `methods(X)`, `ismethod(X, NAME)`, `properties(X)` of an object or
    /// a class name.
    pub(crate) fn class_listing_call(
        &mut self,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        if let Some(r) = args.first().and_then(instance).map(|i| i.class.clone()) {
            let arg = args.get(1).and_then(Value::as_string).unwrap_or_default();
            return Ok(class_listing(&mut self.ctx, &r, name, &arg, nargout));
        }
        let class_name = args
            .first()
            .filter(|a| a.is_char())
            .and_then(Value::as_string);
        let Some(class_name) = class_name else {
            return Err(MatError::msg(match name {
                "ismethod" => "ismethod: first argument must be object or class name".into(),
                "properties" => {
                    let type_name = args
                        .first()
                        .map(runtime::builtins::args::octave_type_name)
                        .unwrap_or_default();
                    format!("properties: wrong type argument '{type_name}'")
                }
                _ => format!("{name}: invalid input argument"),
            })
            .into());
        };
        let Ok(class) = self.class_info(&class_name) else {
            return Err(MatError::msg(format!("invalid class: {class_name}")).into());
        };
        let arg = args.get(1).and_then(Value::as_string).unwrap_or_default();
        Ok(class_listing(&mut self.ctx, &class, name, &arg, nargout))
    }

    /// What the runtime needs of class `name` (loaded from the path, with
    /// its superclasses), made once.
    pub(crate) fn class_info(&mut self, name: &str) -> ExecResult<Rc<ClassInfo>> {
        if let Some(c) = self.class_infos.get(name) {
            return Ok(c.clone());
        }
        let meta = self
            .loader
            .class(&mut self.prog, name)
            .cloned()
            .ok_or_else(|| MatError::undefined(name))?;
        let mut ancestors = Vec::new();
        let mut props = Vec::new();
        let mut methods: Vec<String> = meta.methods.keys().cloned().collect();
        let mut is_handle = false;
        for sup in &meta.superclasses {
            if sup == "handle" {
                is_handle = true;
                continue;
            }
            let s = self.class_info(sup)?;
            is_handle |= s.is_handle;
            ancestors.push(s.name.clone());
            ancestors.extend(s.ancestors.iter().cloned());
            props.extend(s.props.iter().filter(|p| !meta.props.contains(p)).cloned());
            methods.extend(s.methods.iter().cloned());
        }
        props.extend(meta.props.iter().cloned());
        methods.sort();
        methods.dedup();
        let mut hidden_names: Vec<String> = meta.hidden.clone();
        let mut statics = meta.statics.clone();
        for sup in meta.superclasses.iter().filter(|s| *s != "handle") {
            let s = self.class_info(sup)?;
            statics.extend(s.statics.iter().cloned());
            hidden_names.extend(
                (0..s.props.len())
                    .filter(|&k| s.hidden[k])
                    .map(|k| s.props[k].clone()),
            );
        }
        let hidden = props.iter().map(|p| hidden_names.contains(p)).collect();
        let info = Rc::new(ClassInfo {
            name: name.to_string(),
            is_handle,
            ancestors,
            props,
            methods,
            hidden,
            statics,
            own_constructor: meta.own_constructor,
            old_style: false,
        });
        self.class_infos.insert(name.to_string(), info.clone());
        Ok(info)
    }

    /// `__matc_object__('Cls', 'p', v, ...)`: an instance of `Cls` with the
    /// given property values, its superclasses' defaults for the others.
    fn make_object(&mut self, args: &[Value]) -> ExecResult<Vec<Value>> {
        let name = args.first().and_then(Value::as_string).unwrap_or_default();
        let class = self.class_info(&name)?;
        let mut props = vec![Value::empty(); class.props.len()];
        let supers = self
            .loader
            .class(&mut self.prog, &name)
            .map(|m| m.superclasses.clone())
            .unwrap_or_default();
        for sup in supers.iter().filter(|s| *s != "handle") {
            let new_fn = self.loader.class(&mut self.prog, sup).map(|m| m.new_fn);
            if let Some(f) = new_fn {
                let base = self.call_function(f, Vec::new(), 1)?;
                if let Some(b) = base.first().and_then(instance) {
                    for (k, p) in b.class.props.iter().enumerate() {
                        if let Some(j) = class.props.iter().position(|q| q == p) {
                            props[j] = b.props.borrow()[k].clone();
                        }
                    }
                }
            }
        }
        for pair in args[1..].chunks(2) {
            if let [p, v] = pair {
                let p = p.as_string().unwrap_or_default();
                if let Some(j) = class.props.iter().position(|q| *q == p) {
                    props[j] = v.clone();
                }
            }
        }
        Ok(vec![Value::Object(Rc::new(Object::Instance(Instance {
            class,
            props: RefCell::new(props),
            valid: Cell::new(true),
        })))])
    }

    /// `obj = __matc_super__(obj, 'Base', args...)`: runs `Base`'s
    /// constructor and gives `obj` the property values it made.
    fn super_constructor(&mut self, args: &[Value]) -> ExecResult<Vec<Value>> {
        let (Some(obj), Some(sup)) = (args.first(), args.get(1).and_then(Value::as_string)) else {
            return Err(MatError::msg("invalid superclass constructor call").into());
        };
        let ctor = self
            .loader
            .class(&mut self.prog, &sup)
            .map(|m| m.constructor)
            .ok_or_else(|| MatError::undefined(&sup))?;
        let made = self.call_function(ctor, args[2..].to_vec(), 1)?;
        let mut obj = obj.clone();
        if let (Some(b), Value::Object(o)) = (made.first().and_then(instance), &obj) {
            let mut o = o.clone();
            for (k, p) in b.class.props.iter().enumerate() {
                let v = b.props.borrow()[k].clone();
                o = match set_property(o, p, v)? {
                    Value::Object(o) => o,
                    _ => unreachable!("set_property gives an object"),
                };
            }
            obj = Value::Object(o);
        }
        Ok(vec![obj])
    }

    /// `name(args)` where an argument is an object of an old-style class: the file
    /// `@cls/name.m` of the leftmost such object's class or of its nearest parent class
    /// that has one (these take precedence over every other function of that name).
    pub(crate) fn old_style_method(
        &mut self,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Option<ExecResult<Vec<Value>>> {
        let class = args
            .iter()
            .find_map(instance)
            .filter(|i| i.class.old_style)?
            .class
            .clone();
        let f = std::iter::once(&class.name)
            .chain(&class.ancestors)
            .find_map(|c| self.loader.class_folder_method(&mut self.prog, c, name))?;
        Some(self.call_function(f, args.to_vec(), nargout))
    }

    /// The method `name` of class `class` or of its nearest superclass that has one.
    fn find_method(&mut self, class: &str, name: &str) -> Option<FuncId> {
        let meta = self.loader.class(&mut self.prog, class)?.clone();
        if let Some(&f) = meta.methods.get(name) {
            return Some(f);
        }
        meta.superclasses
            .iter()
            .filter(|s| *s != "handle")
            .find_map(|s| self.find_method(s, name))
    }

    /// `name(args)` where an argument is an object: the method of the
    /// leftmost object's class, the Map's own functions, a handle's
    /// `isvalid`/`delete`; None when the object has no such function.
    pub(crate) fn dispatch(
        &mut self,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Option<ExecResult<Vec<Value>>> {
        if let Some(r) = self.old_style_method(name, args, nargout) {
            return Some(r);
        }
        let class = args.iter().find_map(instance).map(|i| {
            (
                i.class.name.clone(),
                i.class.statics.iter().any(|s| s == name),
            )
        });
        if let Some((class, is_static)) = &class {
            if let Some(f) = self.find_method(class, name) {
                // `obj.s(args)` of a static method `s` calls `s(args)`.
                let skip = usize::from(*is_static && args.first().and_then(instance).is_some());
                return Some(self.call_method_as_builtin(f, name, &args[skip..], nargout));
            }
        }
        // What follows is the runtime's own behaviour for objects: a
        // builtin's is admitted as the builtin (the class system's own
        // `methods`, `isprop`, ... only read the class).
        if decls::lookup(name).is_some() {
            if let Err(e) = runtime::sandbox::admit(&self.ctx, name, args) {
                return Some(Err(e.into()));
            }
        }
        if class.is_some() && name == "disp" && args.len() == 1 {
            // The runtime's display, with the dependent properties' values.
            let shown = match self.with_dependent_values(args[0].clone()) {
                Ok(v) => v,
                Err(e) => return Some(Err(e)),
            };
            let text = runtime::display::disp_value(&self.ctx, &shown);
            self.ctx.print(&text);
            return Some(Ok(Vec::new()));
        }
        if let Some(r) = instance_function(&mut self.ctx, name, args, nargout) {
            return Some(r.map_err(Into::into));
        }
        if let Some(r) = tables::overload(&mut self.ctx, name, args, nargout) {
            return Some(r.map_err(Into::into));
        }
        let m = args.first().and_then(maps::as_map)?;
        maps::overload(name, m, args, nargout).map(|r| r.map_err(Into::into))
    }

    /// Calls method `f` standing in for the builtin or operator `name`. The
    /// analyses took `name`'s declaration on trust: a builtin declared to
    /// give fresh results (`size`, `sum`) or an operator reads its arguments
    /// without keeping them and returns new arrays. A method may keep an
    /// argument (in a handle) or return a property's array, so it gets its
    /// own copies of array arguments, and shared array results are copied.
    fn call_method_as_builtin(
        &mut self,
        f: FuncId,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let trusted = decls::lookup(name).is_some_and(|d| d.aliasing() == decls::Alias::Fresh)
            || BinOp::ALL.iter().any(|op| op.method_name() == name);
        if !trusted {
            return self.call_function(f, args.to_vec(), nargout);
        }
        let args = args.iter().map(|a| crate::copies::deep_copy(a).0).collect();
        let mut outs = self.call_function(f, args, nargout)?;
        for v in &mut outs {
            if crate::copies::is_array(v) && !crate::copies::is_unique(v) {
                *v = crate::copies::deep_copy(v).0;
            }
        }
        Ok(outs)
    }

    /// Calls by name that belong to classes: a method of an object
    /// argument, a static method `Cls.name`, or the instance maker.
    pub(crate) fn call_class_function(
        &mut self,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Option<ExecResult<Vec<Value>>> {
        if name == mir::classes::MAKE_OBJECT {
            return Some(self.make_object(args));
        }
        if name == mir::classes::SUPER_CONSTRUCTOR {
            return Some(self.super_constructor(args));
        }
        if name == mir::classes::SUPER_METHOD {
            let names: Vec<String> = args.iter().take(2).filter_map(Value::as_string).collect();
            let [method, sup] = names.as_slice() else {
                return Some(Err(MatError::msg("invalid superclass method call").into()));
            };
            let Some(f) = self.find_method(sup, method) else {
                return Some(Err(MatError::msg(format!(
                    "no method '{method}' in superclass '{sup}'"
                ))
                .into()));
            };
            return Some(self.call_function(f, args[2..].to_vec(), nargout));
        }
        if any_object(args) {
            if let Some(r) = self.dispatch(name, args, nargout) {
                return Some(r);
            }
        }
        let (class, method) = name.rsplit_once('.')?;
        self.loader.class(&mut self.prog, class)?;
        let Some(f) = self.find_method(class, method) else {
            let msg = format!("no such method or property '{method}'");
            return Some(Err(MatError::msg(msg).into()));
        };
        Some(self.call_function(f, args.to_vec(), nargout))
    }

    /// `name = obj` shown by a statement without `;`: the class's `display`
    /// method, or its `disp` method under Octave's `name =` header.
    pub(crate) fn display_object(&mut self, name: &str, v: Value) -> ExecResult<()> {
        let class = instance(&v).map(|i| i.class.name.clone());
        if let Some(class) = class {
            if let Some(f) = self.find_method(&class, "display") {
                self.call_function(f, vec![v], 0)?;
                return Ok(());
            }
            if let Some(f) = self.find_method(&class, "disp") {
                let compact = self.ctx.compact;
                self.ctx.print(&format!("{name} =\n"));
                if !compact {
                    self.ctx.print("\n");
                }
                self.call_function(f, vec![v], 0)?;
                if !compact {
                    self.ctx.print("\n");
                }
                return Ok(());
            }
        }
        let v = self.with_dependent_values(v)?;
        Ok(crate::rt::display(&mut self.ctx, name, &v)?)
    }

    /// A copy of an instance whose dependent properties hold their getters'
    /// values (what display shows); other values unchanged.
    pub(crate) fn with_dependent_values(&mut self, v: Value) -> ExecResult<Value> {
        let Some(i) = instance(&v) else {
            return Ok(v);
        };
        let getters: Vec<(usize, String)> = i
            .class
            .props
            .iter()
            .enumerate()
            .map(|(k, p)| (k, format!("get.{p}")))
            .filter(|(_, g)| i.class.methods.contains(g))
            .collect();
        if getters.is_empty() {
            return Ok(v);
        }
        let class = i.class.name.clone();
        let copy = Instance::clone(i);
        for (k, g) in getters {
            if let Some(f) = self.find_method(&class, &g) {
                let r = self.call_function(f, vec![v.clone()], 1)?;
                copy.props.borrow_mut()[k] = r.into_iter().next().unwrap_or_default();
            }
        }
        Ok(Value::Object(Rc::new(Object::Instance(copy))))
    }

    /// The `set.name` method that `obj.name = v` runs, unless the assignment
    /// is in that setter itself (which stores the value).
    pub(crate) fn property_setter(
        &mut self,
        o: &Rc<Object>,
        name: &str,
        current: FuncId,
    ) -> Option<FuncId> {
        let Object::Instance(i) = &**o else {
            return None;
        };
        let setter = format!("set.{name}");
        if !i.class.methods.contains(&setter) || self.prog.func(current).name == setter {
            return None;
        }
        let class = i.class.name.clone();
        self.find_method(&class, &setter)
    }

    /// `obj.name = v` through the setter: a value class's setter returns the
    /// changed object; a handle's changes it in place.
    pub(crate) fn call_setter(&mut self, f: FuncId, obj: Value, v: Value) -> ExecResult<Value> {
        let handle = matches!(&obj, Value::Object(o) if o.is_handle());
        let nargout = usize::from(!self.prog.func(f).output_names.is_empty());
        let r = self.call_function(f, vec![obj.clone(), v], nargout)?;
        match r.into_iter().next() {
            Some(new) if !handle => Ok(new),
            _ => Ok(obj),
        }
    }

    /// `obj.method` read without parentheses: the method called with its
    /// object alone, for its first result (none when it returns nothing).
    pub(crate) fn call_bound_method_bare(&mut self, h: &FuncHandle) -> ExecResult<Vec<Value>> {
        let class = h
            .captures
            .first()
            .and_then(instance)
            .map(|i| (i.class.name.clone(), i.class.statics.contains(&h.name)));
        if let Some((class, is_static)) = class {
            if let Some(f) = self.find_method(&class, &h.name) {
                let nargout = usize::from(!self.prog.func(f).output_names.is_empty());
                let args = if is_static {
                    Vec::new()
                } else {
                    h.captures.clone()
                };
                return self.call_function(f, args, nargout);
            }
        }
        self.call_handle(h, Vec::new(), 1)
    }

    /// `x op y` with an object operand: the class's method for the operator
    /// (`plus`, `eq`, ...); `==` of two handles compares identity.
    pub(crate) fn object_binary(&mut self, op: BinOp, x: Value, y: Value) -> ExecResult<Value> {
        let op = op.eager();
        let args = [x, y];
        if let Some(r) = self.dispatch(op.method_name(), &args, 1) {
            return r?.into_iter().next().ok_or_else(|| {
                MatError::msg("value on right hand side of assignment is undefined").into()
            });
        }
        let [x, y] = args;
        if let (Value::Object(a), Value::Object(b)) = (&x, &y) {
            if a.is_handle() && b.is_handle() {
                match op {
                    BinOp::Eq => return Ok(Value::Bool(Rc::ptr_eq(a, b))),
                    BinOp::Ne => return Ok(Value::Bool(!Rc::ptr_eq(a, b))),
                    _ => {}
                }
            }
        }
        Ok(runtime::ops::binary(op, &x, &y)?)
    }
}
