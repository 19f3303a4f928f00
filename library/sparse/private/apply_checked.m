function [y, singular] = apply_checked (f, v)
% Y = F (V) for the first use of a preconditioner, and whether it showed
% to be singular: F raised an error or a singular-matrix warning.
% (matc has no warning ("error", ID); lastwarn tells instead.)
  y = [];
  lastwarn ('');
  try
    y = f (v);
  catch
    singular = true;
    return;
  end
  [~, id] = lastwarn ();
  singular = any (strcmp (id, {'Octave:singular-matrix', 'Octave:nearly-singular-matrix'}));
end
