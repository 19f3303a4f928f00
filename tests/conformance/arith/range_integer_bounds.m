c = {@() 1.5:uint8(1):5, @() -1:uint8(1):5, @() uint8(1):1.5:5, @() uint8(1):NaN:5, @() uint8(1):1:5.5, @() uint8(1):1:256, @() uint8(1):-1:-6, @() int8(-100):int8(50):int8(100), @() uint8(250):1:255, @() int8(5):-2:-5};
for k = 1:numel(c)
  try
    disp(c{k}())
  catch e
    disp(e.message)
  end
end
