s = struct();
fld = 'speed';
s.(fld) = 30;
s.speed
