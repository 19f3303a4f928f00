function h = groot ()
  % GROOT  The handle of the graphics root object: 0.
  h = 0;
end
