function global_uninitialized()
  global cfg_value
  disp(isempty(cfg_value))
  disp(size(cfg_value))
end
