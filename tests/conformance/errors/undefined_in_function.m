function undefined_in_function()
  helper(2)
end
function helper(x)
  y = x + missing_var;
end
