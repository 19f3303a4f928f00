try
  y = unknown_fn_xyz(1);
catch e
  disp(e.message)
end
