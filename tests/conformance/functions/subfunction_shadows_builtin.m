function subfunction_shadows_builtin()
  disp(mean([1 2 3]))
end
function m = mean(v)
  m = -1;
end
