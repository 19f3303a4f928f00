s = lower('MiXeD 123')
