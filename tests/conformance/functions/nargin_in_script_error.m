function nargin_in_script_error()
  r = needs_two(1, 2, 3);
end
function r = needs_two(a, b)
  r = a + b;
end
