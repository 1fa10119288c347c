import json,sys
sel={
'polygpt':[('TestSearch','2023-08-13 01:52:00+00:00'),('TestSearch','2023-08-13 01:10:00+00:00'),('TestBasicRetrieval','2023-08-14 09:21:00+00:00'),('TestRetrieval3','2023-08-14 08:13:00+00:00'),('TestReturnCode_Write','2023-08-14 08:37:00+00:00'),('TestPasswordGenerator_Easy','2023-08-13 02:37:00+00:00'),('TestReadFile',None),('TestWriteFile',None)],
'auto-gpt':[('TestRememberMultipleIds','2023-08-13 01:53:00+00:00'),('TestRememberMultipleIds','2023-08-13 08:13:00+00:00'),('TestBasicMemory','2023-08-30 08:15:08+00:00'),('TestRevenueRetrieval','2023-08-13 02:18:00+00:00'),('TestReturnCode_Simple','2023-08-13 02:38:00+00:00'),('TestDebugMultipleTypo','2023-08-13 01:53:00+00:00'),('TestSearch',None),('TestWriteFile',None)],
'mini-agi':[('TestReturnCode_Simple','2023-08-17 00:01:09+00:00'),('TestReturnCode_Modify','2023-08-20 08:13:26+00:00'),('TestRememberMultipleIds','2023-08-25 08:13:34+00:00'),('TestAdaptTeslaRevenue','2023-08-04 22:15:00+00:00'),('TestBasicMemory','2023-08-28 08:14:10+00:00'),('TestSearch',None),('TestBasicRetrieval',None),('TestWriteFile',None)],
'turbo':[('TestRememberMultiplePhrasesWithNoise','2023-08-30 13:02:02+00:00'),('TestReturnCode_Simple','2023-08-24 03:24:19+00:00'),('TestReturnCode_Simple','2023-08-24 08:13:33+00:00'),('TestDebugSimpleTypoWithoutGuidance','2023-08-30 23:11:52+00:00'),('TestRevenueRetrieval','2023-08-30 23:11:52+00:00'),('TestBasicMemory','2023-08-24 03:24:19+00:00'),('TestSearch',None),('TestWriteFile',None)],
}
for a,lst in sel.items():
    d=json.load(open(f'/tmp/r9_{a}.json'))
    out={}
    for t,ts in lst:
        if ts is None: ts=sorted(d[t])[-1]  # latest run of that challenge
        out.setdefault(t,{})[ts]=d[t][ts]
    json.dump(out,open(f'raw/{a}__response_selected.json','w'),indent=2,ensure_ascii=False)
