function output_not_set_error()
  v = maybe(false)
end
function r = maybe(flag)
  if flag
    r = 1;
  end
end
