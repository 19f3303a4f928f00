f = @sin;
isa(f, 'function_handle')
class(f)
isa('sin', 'function_handle')
