% camorbit, camroll and camzoom on a camera and data aspect set by hand.
hf = figure ('visible', 'off');
plot3 ([2 3], [1 4], [0 5]);
set (gca, 'dataaspectratio', [1 2 4]);
P = [10 -20 7];
T = [0.5 0.2 -0.1];
U = [0 0.3 1];
cases = {{30, 20}, {30, 0}, {0, 20}, {-40, 15, 'camera'}, ...
         {25, -10, 'data', 'x'}, {25, 35, 'data', [1 2 3]}, {10, 5, 'data', 'y'}};
for k = 1:numel (cases)
  set (gca, 'cameraposition', P, 'cameratarget', T, 'cameraupvector', U);
  camorbit (cases{k}{:});
  printf ('%10.6f', campos (), camup ());
  printf ('\n');
end
set (gca, 'cameraposition', P, 'cameratarget', T, 'cameraupvector', U);
camroll (30);
printf ('%10.6f', camup ());
printf ('\n');
camroll (gca, -75);
printf ('%10.6f', camup ());
printf ('\n');
set (gca, 'cameraviewangle', 10);
camzoom (1.7);
printf ('%.10f\n', camva ());
camzoom (gca, 0.5);
printf ('%.10f\n', camva ());
try
  camorbit ([1 2], [3 4]);
catch err
  disp (err.message);
end
try
  camorbit (1, 2, 'camera', 'x');
catch err
  disp (err.message);
end
try
  camorbit (1, 2, 'meh');
catch err
  disp (err.message);
end
close (hf);
