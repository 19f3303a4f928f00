fail('error(''boom'')', 'bo+m'); disp(1);
try, fail('1+1'), catch e, disp(e.message), end
try, fail('error(''x'')', 'y'), catch e, disp(e.message), end
fail('warning(''careful'')', 'warning', 'care');
try, fail('1', 'warning', 'x'), catch e, disp(e.message), end
try, fail('error(''z'')', 'warning', 'x'), catch e, disp(e.message), end
assert(fail('error(''q'')'))
