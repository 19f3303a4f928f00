function d = describe(s)
  d = ['shape ' s.name];
end
