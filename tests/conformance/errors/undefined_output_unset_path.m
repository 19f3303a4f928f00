function undefined_output_unset_path()
  v = maybe(true);
  disp(v)
  w = maybe(false);
  disp(2)
end
function r = maybe(flag)
  if flag
    r = 1;
  end
end
