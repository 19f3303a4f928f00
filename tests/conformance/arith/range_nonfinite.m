vals = [-Inf, -1, -0.3, 0, 0.3, 1, Inf, NaN];
for b = vals
  for s = vals
    for l = vals
      try
        r = b:s:l;
        fprintf('%g:%g:%g -> [%s] %dx%d\n', b, s, l, num2str(r), size(r,1), size(r,2));
      catch e
        fprintf('%g:%g:%g -> error %s\n', b, s, l, e.message);
      end
    end
  end
end
