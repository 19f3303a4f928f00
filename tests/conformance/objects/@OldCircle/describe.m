function d = describe(c)
  % Calls the parent's method of the same name on the parent object.
  d = [describe(c.OldShape) sprintf(' of radius %g', c.r)];
end
