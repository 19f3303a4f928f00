function exist_local_function()
  disp(exist('helper_fn'))
  disp(exist('sum'))
end
function helper_fn()
end
