feval('no_such_fn_abc', 1)
