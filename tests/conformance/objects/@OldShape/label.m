function l = label(s)
  l = upper(s.name);
end
